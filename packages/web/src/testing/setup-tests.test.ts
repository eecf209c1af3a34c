import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';

/**
 * The files of a worker share one jsdom (isolate: false, vitest.config.ts): what a test leaves in
 * the page is the next test's, in this file or another, unless setup-tests.ts clears it. These
 * run in order: the first leaves state behind, the second finds none.
 */
describe('state left by a test', () => {
  it('leaves a language cookie, storage and a changed language', async () => {
    await changeLanguage('zh-CN');
    document.cookie = 'other=1; Path=/';
    localStorage.setItem('left', '1');
    expect(document.cookie).toContain('lotto_lang=zh-CN');
  });

  it('is gone for the next test', () => {
    expect(document.cookie).toBe('');
    expect(localStorage.getItem('left')).toBeNull();
    expect(document.documentElement.lang).toBe('en-GB');
  });
});
