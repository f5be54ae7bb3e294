import { describe, expect, it } from 'vitest';
import { maskIp } from './comments.mapper.ts';

describe('maskIp', () => {
  it.each([
    ['203.0.113.7', '203.0.113.*'],
    ['::ffff:203.0.113.7', '203.0.113.*'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:*'],
    ['2001:db8:1:2::5', '2001:db8:1:*'],
    // The groups '::' leaves out are zeros: the host part never moves into the shown prefix.
    ['2001:db8::abcd', '2001:db8:0:*'],
    ['::1', '0:0:0:*'],
    ['fe80::1%eth0', 'fe80:0:0:*'],
  ])('shows %s as %s', (ip, masked) => {
    expect(maskIp(ip)).toBe(masked);
  });

  it('answers null for no address', () => {
    expect(maskIp(null)).toBeNull();
    expect(maskIp('')).toBeNull();
  });
});
