import { expect, type Page } from '@playwright/test';

/**
 * What the floating + covers at rest, as the user sees it (issue 38 item 5: never a figure, an input
 * or the last row): the words, fields, buttons, links and pictures of the page whose drawn boxes
 * meet the button's visible part. Empty when it covers nothing (or is not shown).
 */
export async function floatingMenuCovers(page: Page): Promise<string[]> {
  const menu = page.getByTestId('floating-menu');
  await expect(menu).toHaveCount(1);
  // at rest: back from stepping aside for a scroll, its place asked again 120 ms after the page
  // last changed, its move (0.2 s) over
  await expect(menu).not.toHaveClass(/floating-menu--away/);
  await page.waitForTimeout(400);
  return menu.evaluate((own) => {
    if (Number(getComputedStyle(own).opacity) === 0) return [];
    const toggle = own.querySelector('.floating-menu__toggle');
    if (!toggle) return [];
    const shown = toggle.getBoundingClientRect();
    const box = {
      left: shown.left,
      top: shown.top,
      right: Math.min(shown.right, innerWidth),
      bottom: shown.bottom,
    };
    const meets = (rect: DOMRect) =>
      rect.width > 0 &&
      rect.height > 0 &&
      rect.left < box.right &&
      box.left < rect.right &&
      rect.top < box.bottom &&
      box.top < rect.bottom;
    const covered: string[] = [];
    const usable = 'input, textarea, select, button, a[href], img, canvas, video, [role="button"]';
    for (const element of document.querySelectorAll<HTMLElement>(`body *:not(script):not(style)`)) {
      if (own.contains(element) || element.closest('[inert]')) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
      if (element.matches(usable) && meets(element.getBoundingClientRect())) {
        covered.push(
          `${element.tagName.toLowerCase()} ${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 20) ?? ''}`,
        );
        continue;
      }
      for (const node of element.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        if ([...range.getClientRects()].some(meets))
          covered.push(`"${node.textContent.trim().slice(0, 20)}"`);
      }
    }
    return covered;
  });
}
