import { OutlineIcon } from '@/components/ui/outline-icon';

/** antd-mobile-icons has no logout glyph: a door with an arrow leaving it. */
export function LogoutIcon() {
  return (
    <OutlineIcon>
      <path d="M10 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h4" />
      <path d="M15 8l4 4-4 4M19 12H9" />
    </OutlineIcon>
  );
}
