import { afterEach, describe, expect, it, vi } from 'vitest';
import { coversContent } from './floating-menu-room';

/** The button's resting box: 54 px, inside jsdom's 1024x768 window. */
const REST = { left: 320, top: 690, right: 374, bottom: 744 };

/** Where the words of a text node are drawn (jsdom draws nothing: no Range#getClientRects). */
function drawWordsAt(rects: object[]): void {
  Object.defineProperty(Range.prototype, 'getClientRects', { configurable: true, value: () => rects });
}

describe('coversContent (issue 38 item 5)', () => {
  const drawn = Object.getOwnPropertyDescriptor(Range.prototype, 'getClientRects');
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
    Reflect.deleteProperty(document, 'elementsFromPoint');
    if (drawn) Object.defineProperty(Range.prototype, 'getClientRects', drawn);
    else Reflect.deleteProperty(Range.prototype, 'getClientRects');
  });

  /** The page answers every point with `under` beneath the menu's own element. */
  function page(html: string, pick: string | null) {
    document.body.innerHTML = `<main>${html}</main><div id="menu"><button>+</button></div>`;
    const own = document.getElementById('menu') as HTMLElement;
    const under = pick ? document.querySelector(pick) : null;
    const hits = vi.fn(() => [
      own.firstElementChild as Element,
      own,
      ...(under ? [under] : []),
      document.body,
    ]);
    Object.defineProperty(document, 'elementsFromPoint', { value: hits, configurable: true });
    return { own, hits };
  }

  it.each([
    [
      'a figure whose words lie under it',
      '<span id="n">1234</span>',
      '#n',
      [{ left: 330, top: 700, right: 370, bottom: 720 }],
      true,
    ],
    [
      'words of the element elsewhere on the screen',
      '<p id="t">Total</p>',
      '#t',
      [{ left: 10, top: 100, right: 60, bottom: 120 }],
      false,
    ],
    [
      'a card with no words of its own (its padding)',
      '<div id="card"><span>x</span></div>',
      '#card',
      [],
      false,
    ],
    ['a field', '<input id="f">', '#f', [], true],
    ['a word inside a button', '<button><span id="s">Bet</span></button>', '#s', [], true],
    ['a link', '<a id="a" href="/x">x</a>', '#a', [], true],
    ['the bare page', '', null, [], false],
  ])('%s', (_, html, pick, textRects, covers) => {
    const { own } = page(html, pick);
    drawWordsAt(textRects);
    expect(coversContent(REST, own)).toBe(covers);
  });

  it('asks nine points inside the box', () => {
    const { own, hits } = page('', null);
    expect(coversContent(REST, own)).toBe(false);
    expect(hits).toHaveBeenCalledTimes(9);
    for (const [x, y] of hits.mock.calls as unknown as [number, number][]) {
      expect(x).toBeGreaterThan(REST.left);
      expect(x).toBeLessThan(REST.right);
      expect(y).toBeGreaterThan(REST.top);
      expect(y).toBeLessThan(REST.bottom);
    }
  });

  it('there is room where the page cannot be hit-tested', () => {
    document.body.innerHTML = '<div id="menu"></div><span>1234</span>';
    expect(coversContent(REST, document.getElementById('menu') as HTMLElement)).toBe(false);
  });
});
