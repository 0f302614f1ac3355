import { describe, expect, test } from 'vitest'

import { addressGroup } from './address-group'

describe('X11 address groups for limits and locks', () => {
  test('X11 an IPv4 address is its own group', () => {
    expect(addressGroup('203.0.113.9')).toBe('203.0.113.9')
    expect(addressGroup('203.0.113.10')).toBe('203.0.113.10')
  })

  test('X11 IPv6 addresses are grouped by /64, however they are written', () => {
    const group = '2001:db8:1:2::/64'
    for (const address of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:0:0:0:9',
      '2001:db8:1:2:a:b:1.2.3.4',
      '2001:db8:1:2::5%eth0',
    ]) {
      expect(addressGroup(address), address).toBe(group)
    }
    expect(addressGroup('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
    expect(addressGroup('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressGroup('::1')).toBe('0:0:0:0::/64')
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(addressGroup('64:ff9b::198.51.100.7')).toBe('64:ff9b:0:0::/64')
  })

  test('X11 an IPv4 address written as IPv6 is the IPv4 address; anything else stays as it is', () => {
    expect(addressGroup('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(addressGroup('::FFFF:198.51.100.1')).toBe('198.51.100.1')
    expect(addressGroup('unknown')).toBe('unknown')
  })
})
