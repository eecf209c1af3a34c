import { describe, expect, it } from 'vitest';
import { clearReturnTo, keepReturnTo, readReturnTo, returnPathFor } from './return-to';

describe('return to the screen after a session ended', () => {
  it('leads the same user back to the first screen kept, anyone else home', () => {
    keepReturnTo('ann', '/advance-betting?edit=12');
    keepReturnTo('ann', '/'); // a later redirect does not overwrite it
    expect(readReturnTo()).toEqual({ username: 'ann', path: '/advance-betting?edit=12' });
    expect(returnPathFor('ann')).toBe('/advance-betting?edit=12');
    expect(returnPathFor('bob')).toBe('/');
    clearReturnTo();
    expect(returnPathFor('ann')).toBe('/');
  });

  it('keeps only paths of this app, never the login itself', () => {
    keepReturnTo('ann', '//evil.example/x');
    keepReturnTo('ann', '/login');
    keepReturnTo('ann', 'https://evil.example/');
    // a browser reads a backslash as a slash: `/\\host` and `/\t/host` leave the origin too
    keepReturnTo('ann', '/\\evil.example/x');
    keepReturnTo('ann', '/\t/evil.example/x');
    expect(readReturnTo()).toBeNull();
    for (const path of ['//evil.example', '/\\evil.example', '\\\\evil.example']) {
      sessionStorage.setItem('lotto.returnTo', JSON.stringify({ username: 'ann', path }));
      expect(returnPathFor('ann')).toBe('/');
    }
  });
});
