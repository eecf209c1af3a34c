import {
  AddOutline,
  AppOutline,
  CalculatorOutline,
  EditSOutline,
  UnorderedListOutline,
} from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

/** The floating sub-menu closes this long after the pointer or focus leaves it (spec §9). */
export const FLOATING_MENU_HIDE_DELAY_MS = 250;

const ITEMS = [
  { path: '/', labelKey: 'screens.home', Icon: AppOutline },
  { path: '/betting', labelKey: 'screens.betting', Icon: EditSOutline },
  { path: '/advance-betting', labelKey: 'screens.advanceBetting', Icon: CalculatorOutline },
  { path: '/betting-history', labelKey: 'screens.bettingHistory', Icon: UnorderedListOutline },
] as const;

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
 * the last scroll, and when the field loses the focus: at once, or, when a tap took the focus away
 * (the field loses it on the pointer-down of a tap on the button beside it, a form's Add), once
 * that tap is over. Back on the pointer-down, it sat under the pointer and took the pointer-up, so
 * the tap clicked nothing.
 */
function useAway(): boolean {
  const [scrolling, setScrolling] = useState(false);
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pointerDown = false;
    let leftField = false;
    const onScroll = () => {
      setScrolling(true);
      clearTimeout(timer);
      timer = setTimeout(() => setScrolling(false), FLOATING_MENU_BACK_AFTER_MS);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (isField(event.target)) {
        leftField = false;
        setTyping(true);
      } else if (!pointerDown) setTyping(false);
      // a button focused by the pointer-down of its tap: back once the tap is over (onPointerUp)
    };
    const onFocusOut = () => {
      if (pointerDown) leftField = true;
      else setTyping(false);
    };
    const onPointerDown = () => {
      pointerDown = true;
    };
    // after the click that ends the tap (dispatched right after the pointer-up)
    const onPointerUp = () => {
      pointerDown = false;
      if (!leftField) return;
      leftField = false;
      setTimeout(() => setTyping(isField(document.activeElement)));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('pointerup', onPointerUp, true);
    document.addEventListener('pointercancel', onPointerUp, true);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('pointerup', onPointerUp, true);
      document.removeEventListener('pointercancel', onPointerUp, true);
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
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const away = useAway() && !open;
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelHide = () => {
    clearTimeout(hideTimer.current);
    hideTimer.current = undefined;
  };
  const scheduleHide = () => {
    cancelHide();
    hideTimer.current = setTimeout(() => setOpen(false), FLOATING_MENU_HIDE_DELAY_MS);
  };

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  return (
    <div
      className={`floating-menu${open ? ' floating-menu--open' : ''}${away ? ' floating-menu--away' : ''}`}
      data-testid="floating-menu"
      onPointerEnter={cancelHide}
      onPointerLeave={() => open && scheduleHide()}
      onFocus={cancelHide}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) scheduleHide();
      }}
    >
      {open && (
        <ul className="floating-menu__list" aria-label={t('header.quickMenu')}>
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
      )}
      <button
        type="button"
        className="floating-menu__toggle"
        aria-expanded={open}
        aria-label={t('header.quickMenu')}
        onClick={() => {
          cancelHide();
          setOpen((value) => !value);
        }}
      >
        <AddOutline />
      </button>
    </div>
  );
}
