import { clientAddress } from './client-address.js';

describe('clientAddress (the subject of per-IP limits)', () => {
  it('keeps an IPv4 address, also when written IPv4-mapped', () => {
    expect(clientAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address as its /64, so addresses of one block share a budget', () => {
    expect(clientAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientAddress('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(clientAddress('2001:db8:1:2::9'));
    expect(clientAddress('2001:db8:1:3::1')).not.toBe(clientAddress('2001:db8:1:2::1'));
  });

  it('passes anything else through', () => {
    expect(clientAddress(undefined)).toBe('unknown');
    expect(clientAddress('not-an-ip')).toBe('not-an-ip');
  });
});
