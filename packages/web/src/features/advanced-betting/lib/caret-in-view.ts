/**
 * Keeps the caret's line in sight (issue 17.3): the editor grows with its text and the page
 * scrolls, while the bet keyboard is docked over the bottom of the screen. After a key the line
 * is scrolled to just above the dock (or below the top bar) when it is hidden.
 */
/** What stays stuck under the app's top bar on this screen: the For bar or the Edit banner. */
export const STUCK_UNDER_HEADER = '.bet-for, .adv-banner--sticky';

/**
 * Where the page's visible part starts: below the app's top bar, and below the For bar or the
 * Edit banner when it is stuck under it (issue 38; it sits above the editor otherwise, so its
 * bottom is no higher).
 */
export function topLimit(): number {
  const bar = document.querySelector(STUCK_UNDER_HEADER);
  return Math.max(64, bar ? bar.getBoundingClientRect().bottom : 0);
}

export function keepCaretInView(element: HTMLTextAreaElement, lineIndex: number): void {
  const style = window.getComputedStyle(element);
  const lineHeight = Number.parseFloat(style.lineHeight) || 26;
  const padTop = Number.parseFloat(style.paddingTop) || 0;
  const box = element.getBoundingClientRect();
  if (box.height === 0) return; // not laid out (hidden, or no layout at all)
  const top = box.top + padTop + lineIndex * lineHeight;
  const bottom = top + lineHeight;
  const dock = document.querySelector('.adv-dock');
  const limit = dock ? dock.getBoundingClientRect().top : window.innerHeight;
  const margin = 8;
  if (bottom + margin > limit) window.scrollBy({ top: bottom + margin - limit });
  else if (top - margin < topLimit()) window.scrollBy({ top: top - margin - topLimit() });
}
