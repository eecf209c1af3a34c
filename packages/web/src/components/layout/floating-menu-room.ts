import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Where the floating + rests (issue 38 item 5: it "never covers a figure, an input or the last
 * row"), asked of the page as it is drawn: what lies under the button, its own elements left out.
 */

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** What a user reads or taps: anything inside one of these counts, its padding too. */
const USABLE = 'input,textarea,select,button,a[href],img,svg,canvas,video,[role=button],[role=link]';

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** `element` is a field, a button, a link or a picture, or one of its own words lies in `box`. */
function showsSomethingIn(element: Element, box: Box): boolean {
  if (element.closest(USABLE)) return true;
  for (const node of element.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) if (overlaps(rect, box)) return true;
  }
  return false;
}

/**
 * True when a word, a figure, a field, a button or a picture of the page lies under `box` (the
 * button's place on the screen). The page is hit-tested at nine points of the box; what the first
 * element under a point (not one of `own`'s) shows in the box decides. The page's backgrounds (a
 * card's padding, the body) are room. Without hit-testing (not a browser), there is room.
 */
export function coversContent(box: Box, own: Element): boolean {
  if (typeof document.elementsFromPoint !== 'function') return false;
  const width = box.right - box.left;
  const height = box.bottom - box.top;
  for (const fx of [0.2, 0.5, 0.8]) {
    for (const fy of [0.2, 0.5, 0.8]) {
      // a point off the screen hits nothing; the page's body shows nothing of its own
      const under = document
        .elementsFromPoint(box.left + fx * width, box.top + fy * height)
        .find((element) => !own.contains(element));
      if (under && showsSomethingIn(under, box)) return true;
    }
  }
  return false;
}

/**
 * The button's box at rest, from its layout (its CSS right and bottom and its size), not from where
 * it is drawn: back from stepping aside it slides in, and a drawn box read then is off the screen
 * (it came back over the draws screen's Add, which its tap then missed).
 */
export function restingBox(own: HTMLElement): Box {
  const style = getComputedStyle(own);
  const { clientWidth, clientHeight } = document.documentElement;
  const right = clientWidth - Number.parseFloat(style.right);
  const bottom = clientHeight - Number.parseFloat(style.bottom);
  return { left: right - own.offsetWidth, top: bottom - own.offsetHeight, right, bottom };
}

/** After the page changes (its data came, a figure changed), the place is asked again this long later. */
const RECHECK_AFTER_MS = 120;

/**
 * Whether the button may rest in its place: not when something to read or use lies under it (then
 * it is hidden until the page has room under it: its bottom padding, another screen). Asked at rest
 * (`active`: not scrolling, no field typed in, the menu closed) before the frame, and again when the
 * page changes (another screen, its data came) or the window is resized.
 */
export function useRoomToRest(menu: RefObject<HTMLDivElement | null>, active: boolean): boolean {
  const [room, setRoom] = useState(true);
  useLayoutEffect(() => {
    const own = menu.current;
    if (!active || !own) return;
    const check = () => setRoom(!coversContent(restingBox(own), own));
    // before the frame: a button back from stepping aside comes back in its place, not over a figure
    check();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(check, RECHECK_AFTER_MS);
    };
    // (the menu's own changes, its list, come while it is open: not observed then)
    const observer = new MutationObserver(later);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    window.addEventListener('resize', later);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
      window.removeEventListener('resize', later);
    };
  }, [menu, active]);
  return room;
}
