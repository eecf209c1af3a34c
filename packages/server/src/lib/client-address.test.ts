import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address.js';

describe('addressKey', () => {
  it('counts an IPv6 address by its /64, however it is written', () => {
    expect(addressKey('2001:db8:1:2::5')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:1:2:ffff:eeee:dddd:cccc')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:0000:0000:0000:0001')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::5')).toBe('2001:db8:1:3::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80::/64');
  });

  it('counts IPv4, also IPv4-mapped, as itself', () => {
    expect(addressKey('10.0.0.1')).toBe('10.0.0.1');
    expect(addressKey('::ffff:10.0.0.1')).toBe('10.0.0.1');
  });

  it('keeps anything that is no address as it is', () => {
    expect(addressKey('')).toBe('');
    expect(addressKey('unknown')).toBe('unknown');
  });
});
