import {
  AddOutline,
  AppOutline,
  CalculatorOutline,
  EditSOutline,
  UnorderedListOutline,
} from 'antd-mobile-icons';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { coversContent, type Box } from './floating-menu-room';

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

/** Tucked, the button moves right by this much: 24 px of it shows at the screen's edge (app.css). */
export const FLOATING_MENU_TUCK_PX = 46;

/** After the page changes (its data came, a figure changed), the place is asked again this long later. */
const RECHECK_AFTER_MS = 120;

/**
 * Where the button rests (issue 38 item 5: it never covers a figure, an input or the last row):
 * `out` where the page has room under it, `tucked` into the screen's edge when something to read or
 * use lies under it (a sliver stays to tap), `hidden` when even the sliver would cover something.
 * Asked at rest (`active`: not scrolling, no field typed in, the menu closed) when the page
 * changes or the window is resized; the button's resting box is the menu's own (a tucked button's
 * move is its toggle's, not the menu's), so the answer does not depend on the place it gives.
 */
function usePlace(menu: RefObject<HTMLDivElement | null>, active: boolean): 'out' | 'tucked' | 'hidden' {
  const [place, setPlace] = useState<'out' | 'tucked' | 'hidden'>('out');
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const own = menu.current;
    if (!active || !own) return;
    const check = () => {
      const rest: Box = own.getBoundingClientRect();
      if (!coversContent(rest, own)) return setPlace('out');
      // a DOMRect's sides are getters of its prototype: spread, it has none
      const sliver: Box = {
        left: rest.left + FLOATING_MENU_TUCK_PX,
        top: rest.top,
        right: Math.min(rest.right + FLOATING_MENU_TUCK_PX, window.innerWidth),
        bottom: rest.bottom,
      };
      setPlace(coversContent(sliver, own) ? 'hidden' : 'tucked');
    };
    // before the frame: a button back from stepping aside comes back in its place, not over a figure
    check();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(check, RECHECK_AFTER_MS);
    };
    const observer = new MutationObserver((changes) => {
      if (changes.some((change) => !own.contains(change.target))) later();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    window.addEventListener('resize', later);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
      window.removeEventListener('resize', later);
    };
  }, [menu, active, pathname]);
  return place;
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
  const menu = useRef<HTMLDivElement>(null);
  const place = usePlace(menu, !away && !open);
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
      ref={menu}
      className={`floating-menu${open ? ' floating-menu--open' : ''}${away ? ' floating-menu--away' : ''}${open ? '' : ` floating-menu--${place}`}`}
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
