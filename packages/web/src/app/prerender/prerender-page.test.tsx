import { describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en-GB.json';
import zh from '@/i18n/locales/zh-CN.json';
import { prerenderPage, prerenderTargets } from './prerender-page';

/**
 * The build draws /login, home and the frame of /betting in Node (build-plugins/prerender.ts; a module that
 * touched the DOM there would fail the build), as here: no data, no user. What it writes must be
 * the screen in the asked language and variant, with nothing in it that would be wrong on another
 * day or for another user.
 */
describe('prerendered first screens', () => {
  it('lists every page in every language and variant', () => {
    const targets = prerenderTargets();
    expect(targets).toHaveLength(3 * 5 * 2);
    expect(new Set(targets.map((target) => target.page))).toEqual(new Set(['login', 'home', 'betting']));
  });

  it.each([
    ['en-GB', en],
    ['zh-CN', zh],
  ] as const)('draws the login form in %s', async (language, texts) => {
    const { html, title } = await prerenderPage('login', language, 'normal');
    expect(html).toContain(texts.auth.loginTitle);
    expect(html).toContain(texts.home.disclaimer);
    expect(html).toMatch(/<form[^>]*class="login-form"/);
    expect(html).toMatch(/<input[^>]*name="username"[^>]*value=""/);
    expect(title).toBe(`${texts.screens.login} | Lotto`);
  });

  it('names the product variant', async () => {
    expect((await prerenderPage('login', 'en-GB', 'gd')).title).toBe(`${en.screens.login} | GD`);
    expect((await prerenderPage('home', 'en-GB', 'gd')).html).toContain('app-header__title">GD<');
  });

  it('draws home in the logged-in frame without a day, a user or a balance', async () => {
    const { html, title } = await prerenderPage('home', 'zh-CN', 'normal');
    expect(html).toContain('class="app-shell"');
    expect(html).toContain(zh.home.disclaimer);
    // the header's date is the reader's day, not the build's: blank until the app draws it
    expect(html).toContain('data-testid="header-date">\u00a0<');
    expect(html).not.toMatch(/\d{2}\/\d{2}\/\d{4}/);
    expect(html).toContain('data-testid="username"></div>');
    expect(html).toContain('data-testid="balance">…<');
    expect(title).toBe(`${zh.screens.home} | Lotto`);
  });

  it("draws /betting as its frame, title and a spinner: the form is the app's alone", async () => {
    const { html, title } = await prerenderPage('betting', 'en-GB', 'normal');
    expect(html).toContain('class="app-shell"');
    expect(html).toContain(`<h1 class="page__title">${en.screens.betting}</h1>`);
    expect(html).toContain('class="screen-loading"');
    expect(html).not.toMatch(/<(form|input)\b/);
    expect(html).not.toMatch(/\d{2}\/\d{2}\/\d{4}/);
    expect(title).toBe(`${en.screens.betting} | Lotto`);
  });
});
