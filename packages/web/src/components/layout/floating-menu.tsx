import { AddOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useRoomToRest } from './floating-menu-room';

/** The menu's list comes when first opened or pointed at, not with the page (home's 160 KiB, issue 45). */
const loadList = () => import('./floating-menu-list');
const FloatingMenuList = lazy(() => loadList().then((module) => ({ default: module.FloatingMenuList })));

/**
 * The betting screens keep their bottom for the basket bar, the docked keyboard and the receipt's
 * buttons: the button would cover them (issue 17.12), and they have their own way on.
 */
export const FLOATING_MENU_HIDDEN_ON = ['/betting', '/betting/summary', '/advance-betting', '/bet-success'];

/** After the page stops scrolling, the button comes back this long later. */
export const FLOATING_MENU_BACK_AFTER_MS = 800;

const isField = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.matches('input, textarea, select, [contenteditable="true"]');

/**
 * The button steps aside while the page scrolls and while a field has the focus (issue 38 item 5):
 * it never sits over a figure being read or an input being typed in. The last row has the page's
 * bottom padding (app.css) to scroll clear of it. It comes back FLOATING_MENU_BACK_AFTER_MS after
 * the last scroll, and when the field loses the focus, only where it covers nothing (useRoomToRest),
 * which is asked before the frame: when the tap that took the focus is on a button under it (a
 * form's Add), it stays hidden, not over the button for that tap's pointer-up.
 */
function useAway(): boolean {
  const [scrolling, setScrolling] = useState(false);
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      setScrolling(true);
      clearTimeout(timer);
      timer = setTimeout(() => setScrolling(false), FLOATING_MENU_BACK_AFTER_MS);
    };
    const onFocus = (event: FocusEvent) => setTyping(event.type === 'focusin' && isField(event.target));
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('focusin', onFocus);
    document.addEventListener('focusout', onFocus);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('focusout', onFocus);
    };
  }, []);
  return scrolling || typing;
}

/** A floating button that opens a small menu of the most used screens. */
export function FloatingMenu() {
  const { pathname } = useLocation();
  return FLOATING_MENU_HIDDEN_ON.includes(pathname) ? null : <FloatingMenuButton />;
}

function FloatingMenuButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const away = useAway() && !open;
  const menu = useRef<HTMLDivElement>(null);
  const room = useRoomToRest(menu, !away && !open);

  return (
    <div
      ref={menu}
      className={`floating-menu${open ? ' floating-menu--open' : ''}${away ? ' floating-menu--away' : ''}${room || open ? '' : ' floating-menu--hidden'}`}
      data-testid="floating-menu"
    >
      {open && (
        <Suspense fallback={null}>
          <FloatingMenuList label={t('header.quickMenu')} setOpen={setOpen} />
        </Suspense>
      )}
      <button
        type="button"
        className="floating-menu__toggle"
        aria-expanded={open}
        aria-label={t('header.quickMenu')}
        onPointerEnter={() => void loadList()}
        onClick={() => setOpen((value) => !value)}
      >
        <AddOutline />
      </button>
    </div>
  );
}
