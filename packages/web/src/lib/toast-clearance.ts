import { useEffect } from 'react';
import { dismissToast, toastStore } from '@/components/ui/toast/toast-store';

/**
 * Toasts on the betting screens (issue 38 item 5): never over the keypad, the bet keyboard or the
 * Bet bar. The host sits at the foot of the screen (app.css); here a screen names what must stay
 * in sight and the host moves up to the lowest free band between the header and those, and turns
 * compact (one line). The host lives in the entry chunk: only a CSS variable and a class cross
 * over, no code is added there.
 */

/** The class on <html> that makes toasts compact, and the variable that lifts them. */
export const COMPACT_TOASTS_CLASS = 'toasts-compact';
export const TOAST_BOTTOM_VAR = '--toast-bottom';

/** Room a compact toast needs, with its gap (px): used until the host has a height of its own. */
const MIN_TOAST_ROOM = 52;
const GAP = 8;

interface Band {
  top: number;
  bottom: number;
}

/**
 * The bottom offset (px from the viewport's foot) of the lowest free band at least `room` tall
 * between `top` (under the header) and the viewport's foot, avoiding `blocked` (viewport rects);
 * null when there is none (the toasts then stay where they are).
 */
export function toastBottom(viewport: number, top: number, blocked: readonly Band[], room: number) {
  const obstacles = blocked
    .filter((rect) => rect.bottom > top && rect.top < viewport && rect.bottom > rect.top)
    .sort((a, b) => b.bottom - a.bottom);
  // free bands from the foot upwards: below the lowest obstacle, then between obstacles
  let floor = viewport;
  for (const rect of obstacles) {
    if (rect.bottom < floor && floor - Math.max(rect.bottom, top) >= room + GAP * 2)
      return viewport - floor + GAP;
    floor = Math.min(floor, rect.top);
  }
  return floor - top >= room + GAP * 2 ? viewport - floor + GAP : null;
}

/** Every toast goes: the next key pressed means the user has moved on. */
export function dismissToasts(): void {
  for (const item of toastStore.get()) dismissToast(item.id);
}

function place(selectors: readonly string[]) {
  const root = document.documentElement;
  const header = document.querySelector('.app-header')?.getBoundingClientRect().bottom ?? 0;
  const blocked = selectors.flatMap((selector) =>
    [...document.querySelectorAll(selector)].map((element) => element.getBoundingClientRect()),
  );
  const host = document.querySelector<HTMLElement>('.toast-host');
  const room = Math.max(MIN_TOAST_ROOM, host?.offsetHeight ?? 0);
  const bottom = toastBottom(window.innerHeight, header, blocked, room);
  if (bottom === null) root.style.removeProperty(TOAST_BOTTOM_VAR);
  else root.style.setProperty(TOAST_BOTTOM_VAR, `${Math.round(bottom)}px`);
}

/**
 * While the screen is open, toasts keep clear of the elements the selectors name (read again on
 * scroll, resize and whenever a toast comes), compact, at most two lines each.
 *
 * The elements are measured only while a toast is shown: measuring as the screen mounts forced
 * the browser to lay out the whole new screen inside the effect, and the variable set on <html>
 * then had every element's style computed again for the first frame (about 100 ms of main thread
 * at a phone's 4x slower CPU on /betting; docs/performance.md, "Issue 45: the heavy routes").
 */
export function useToastClearance(selectors: readonly string[]): void {
  const key = selectors.join(',');
  useEffect(() => {
    const list = key.split(',');
    const root = document.documentElement;
    root.classList.add(COMPACT_TOASTS_CLASS);
    let frame = 0;
    const placeWhileShown = () => {
      if (toastStore.get().length > 0) place(list);
    };
    const schedule = () => {
      if (frame) return;
      // the next frame: after the toast host has rendered the toast, before it is painted
      frame = requestAnimationFrame(() => {
        frame = 0;
        placeWhileShown();
      });
    };
    placeWhileShown();
    const unsubscribe = toastStore.subscribe(schedule);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      unsubscribe();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      root.classList.remove(COMPACT_TOASTS_CLASS);
      root.style.removeProperty(TOAST_BOTTOM_VAR);
    };
  }, [key]);
}
