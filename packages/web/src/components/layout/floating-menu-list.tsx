import { AppOutline, CalculatorOutline, EditSOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

const ITEMS = [
  { path: '/', labelKey: 'screens.home', Icon: AppOutline },
  { path: '/betting', labelKey: 'screens.betting', Icon: EditSOutline },
  { path: '/advance-betting', labelKey: 'screens.advanceBetting', Icon: CalculatorOutline },
  { path: '/betting-history', labelKey: 'screens.bettingHistory', Icon: UnorderedListOutline },
] as const;

/** The floating sub-menu closes this long after the pointer or focus leaves it (spec §9). */
export const FLOATING_MENU_HIDE_DELAY_MS = 250;

/**
 * The floating + menu's most used screens (spec §9): a choice goes there and closes the menu
 * (`setOpen(false)`, the menu's state setter, stable), as does the pointer or the focus leaving
 * the menu for FLOATING_MENU_HIDE_DELAY_MS.
 * It comes with the list, fetched when the menu is first opened, not with the page.
 */
export function FloatingMenuList({ label, setOpen }: { label: string; setOpen: (open: boolean) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const menu = list.current?.parentElement;
    if (!menu) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stay = () => clearTimeout(timer);
    const leave = () => {
      stay();
      timer = setTimeout(() => setOpen(false), FLOATING_MENU_HIDE_DELAY_MS);
    };
    const focusOut = (event: FocusEvent) => {
      if (!menu.contains(event.relatedTarget as Node | null)) leave();
    };
    menu.addEventListener('pointerenter', stay);
    menu.addEventListener('pointerleave', leave);
    menu.addEventListener('focusin', stay);
    menu.addEventListener('focusout', focusOut);
    return () => {
      stay();
      menu.removeEventListener('pointerenter', stay);
      menu.removeEventListener('pointerleave', leave);
      menu.removeEventListener('focusin', stay);
      menu.removeEventListener('focusout', focusOut);
    };
  }, [setOpen]);
  return (
    <ul ref={list} className="floating-menu__list" aria-label={label}>
      {ITEMS.map(({ path, labelKey, Icon }) => (
        <li key={path}>
          <button
            type="button"
            className="floating-menu__item"
            onClick={() => {
              setOpen(false);
              void navigate(path);
            }}
          >
            <Icon aria-hidden="true" />
            <span>{t(labelKey)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
