/**
 * Whether the floating + would sit over something to read or use (issue 38 item 5: it "never covers
 * a figure, an input or the last row"). Asked of the page as it is drawn, at rest: what lies under
 * the button, its own elements left out.
 */

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** What a user reads or taps: anything inside one of these counts, its padding too. */
const USABLE =
  'input, textarea, select, button, a[href], img, svg, canvas, video, [role="button"], [role="link"]';

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** `element` is a field, a button, a link or a picture, or one of its own words lies in `box`. */
function showsSomethingIn(element: Element, box: Box): boolean {
  if (element.closest(USABLE)) return true;
  for (const node of element.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    if (typeof range.getClientRects !== 'function') return true;
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
      const x = box.left + fx * width;
      const y = box.top + fy * height;
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
      const under = document.elementsFromPoint(x, y).find((element) => !own.contains(element));
      if (!under || under === document.body || under === document.documentElement) continue;
      if (showsSomethingIn(under, box)) return true;
    }
  }
  return false;
}
