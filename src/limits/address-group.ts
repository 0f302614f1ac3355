import { isIP } from 'node:net'

/**
 * The group of addresses one client controls, for limits and locks per address: an IPv4 address
 * on its own, an IPv6 address by its /64 (one home or one server gets a whole /64, and can pick
 * any address in it). An IPv4 address written as IPv6 (`::ffff:203.0.113.5`) is that IPv4
 * address. Anything else (e.g. `unknown`) is its own group.
 */
export function addressGroup(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)
  if (mapped?.[1]) return mapped[1]
  const withoutZone = address.split('%')[0] ?? ''
  if (isIP(withoutZone) !== 6) return address
  return `${firstFourGroups(withoutZone).join(':')}::/64`
}

/** The first four 16-bit groups of an IPv6 address, in lower case without leading zeros. */
function firstFourGroups(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::')
  const headGroups = head ? head.split(':') : []
  // A dotted IPv4 tail (`::ffff:1.2.3.4`, `64:ff9b::1.2.3.4`) stands for two groups.
  const tailGroups = tail ? tail.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : []
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill('0')
  return [...headGroups, ...zeros, ...tailGroups].slice(0, 4).map((group) => parseInt(group, 16).toString(16))
}
