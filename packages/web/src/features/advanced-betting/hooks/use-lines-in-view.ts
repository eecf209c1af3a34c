import { useEffect, useRef, type RefObject } from 'react';
import { STUCK_UNDER_HEADER } from '../lib/caret-in-view';

/** The app's top bar: what covers the top of the page (as keepCaretInView reckons it). */
const TOP_BAR = 64;

/**
 * Edit and Reorder open with the ticket's lines in view (issue 38 item 6): once the ticket's text
 * is in the editor, the page scrolls so the editor's card starts just below the top bars, its lines
 * above the docked bet keyboard, instead of opening on the banner and the remark. Once per screen,
 * after the router has restored the scroll of the new page (a frame later).
 */
export function useLinesInView(card: RefObject<HTMLElement | null>, ready: boolean): void {
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    const frame = requestAnimationFrame(() => {
      const element = card.current;
      if (!element) return;
      // the For bar or the Edit banner stays stuck under the top bar: the card goes below both
      const forBar = document.querySelector(STUCK_UNDER_HEADER)?.getBoundingClientRect().height ?? 0;
      const top = element.getBoundingClientRect().top - TOP_BAR - forBar - 8;
      if (Math.abs(top) > 1) window.scrollBy({ top });
    });
    return () => cancelAnimationFrame(frame);
  }, [card, ready]);
}
