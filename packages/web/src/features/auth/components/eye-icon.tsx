import { OutlineIcon } from '@/components/ui/outline-icon';

/**
 * The password field's show/hide glyph. antd-mobile-icons' EyeOutline and EyeInvisibleOutline are
 * 9 KB of path data in the login screen's first download, about 2 KiB over the wire: more than the
 * /login JavaScript budget could spare.
 */
export function EyeIcon({ open }: { open: boolean }) {
  return (
    <OutlineIcon strokeWidth={1.6}>
      <path d="M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {open ? null : <path d="M4 20L20 4" />}
    </OutlineIcon>
  );
}
