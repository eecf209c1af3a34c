import { describe, expect, it } from 'vitest';
import { DEFAULT_DATABASE_URL, EnvError, parseEnv } from './env.js';

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 8080,
      HOST: '127.0.0.1',
      DATABASE_URL: DEFAULT_DATABASE_URL,
      APP_TYPE: 'normal',
      TZ_DRAWS: 'Asia/Kuala_Lumpur',
      SEED_DEMO: true,
      CLAIM_EXPIRY_DAYS: 180,
    });
  });

  it('turns demo seeding off by default for another database', () => {
    expect(parseEnv({ DATABASE_URL: 'postgres://u@h/db' }).SEED_DEMO).toBe(false);
    expect(parseEnv({ DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
  });

  it('result sources: https only unless allowed, the sync every 30 s, the demo draws on (issue 43)', () => {
    expect(parseEnv({})).toMatchObject({
      RESULT_SOURCE_ALLOW_HTTP: false,
      RESULT_SYNC_CHECK_MS: 30_000,
      DEMO_DRAWS: true,
    });
    expect(
      parseEnv({ RESULT_SOURCE_ALLOW_HTTP: 'true', RESULT_SYNC_CHECK_MS: '1000', DEMO_DRAWS: 'false' }),
    ).toMatchObject({ RESULT_SOURCE_ALLOW_HTTP: true, RESULT_SYNC_CHECK_MS: 1000, DEMO_DRAWS: false });
    expect(() => parseEnv({ RESULT_SOURCE_ALLOW_HTTP: 'maybe' })).toThrow(/RESULT_SOURCE_ALLOW_HTTP/);
    expect(() => parseEnv({ RESULT_SYNC_CHECK_MS: '5' })).toThrow(/RESULT_SYNC_CHECK_MS/);
  });

  it('treats blank values as unset', () => {
    expect(parseEnv({ PORT: '  ', APP_TYPE: '' }).PORT).toBe(8080);
  });

  it('lists every problem at once', () => {
    try {
      parseEnv({ PORT: 'eighty', APP_TYPE: 'casino', TZ_DRAWS: 'Mars/Base', DATABASE_URL: 'mysql://x' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const problems = (error as EnvError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/APP_TYPE/);
      expect(problems).toMatch(/TZ_DRAWS: expected an IANA time zone/);
      expect(problems).toMatch(/DATABASE_URL: expected sqlite:/);
    }
  });

  it('reads TRUST_PROXY as true/false or the proxies addresses, and caps connections per address', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: 'no' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,loopback' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'loopback',
    ]);
    expect(() => parseEnv({ TRUST_PROXY: 'nginx.local' })).toThrow(
      /TRUST_PROXY: expected true, false or proxy addresses/,
    );
    expect(parseEnv({}).MAX_CONNECTIONS_PER_ADDRESS).toBe(50);
    expect(parseEnv({ MAX_CONNECTIONS_PER_ADDRESS: '0' }).MAX_CONNECTIONS_PER_ADDRESS).toBe(0);
    expect(() => parseEnv({ MAX_CONNECTIONS_PER_ADDRESS: '-1' })).toThrow(/MAX_CONNECTIONS_PER_ADDRESS/);
  });
});
