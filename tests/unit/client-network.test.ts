import { describe, expect, it } from 'vitest';
import { clientNetwork } from '../../src/worker/features/accounts/client-network';

describe('clientNetwork (decision 065)', () => {
  it('counts an IPv4 address in its /24', () => {
    expect(clientNetwork('203.0.113.77')).toBe('203.0.113.0/24');
    expect(clientNetwork('203.0.113.1')).toBe(clientNetwork('203.0.113.254'));
    expect(clientNetwork('203.0.114.1')).not.toBe(clientNetwork('203.0.113.1'));
  });

  it('counts an IPv6 address in its /64, however it is written', () => {
    expect(clientNetwork('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:0DB8:0001:0002::9')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('2001:db8:1:3::1')).not.toBe(clientNetwork('2001:db8:1:2::1'));
    expect(clientNetwork('[2001:db8:1:2::9]')).toBe('2001:db8:1:2::/64');
  });

  it('counts an IPv4 address mapped into IPv6 as the IPv4 address it is', () => {
    expect(clientNetwork('::ffff:203.0.113.77')).toBe('203.0.113.0/24');
  });

  it('puts a client without an address in one network of its own', () => {
    expect(clientNetwork(undefined)).toBe('unknown');
    expect(clientNetwork('not an address')).toBe('unknown');
  });
});
