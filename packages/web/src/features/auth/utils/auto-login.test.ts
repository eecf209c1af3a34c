import { describe, expect, it } from 'vitest';
import { autoLoginInput } from './auto-login';

describe('autoLoginInput', () => {
  it('reads username and password on home', () => {
    expect(autoLoginInput('/', '?username=ann&password=secret')).toEqual({
      username: 'ann',
      password: 'secret',
    });
    expect(autoLoginInput('/home/play-game', '?username=ann&password=secret')).toEqual({
      username: 'ann',
      password: 'secret',
    });
  });

  it('prefers a one-time token', () => {
    expect(autoLoginInput('/', '?token=abc&username=ann&password=x')).toEqual({ token: 'abc' });
  });

  it('ignores other pages and incomplete credentials', () => {
    expect(autoLoginInput('/betting', '?token=abc')).toBeNull();
    expect(autoLoginInput('/', '?username=ann')).toBeNull();
    expect(autoLoginInput('/', '')).toBeNull();
  });
});
