import type { IncomingMessage } from 'node:http'
import { BlockList, isIP } from 'node:net'

/**
 * The client's address: the socket's peer, or, when that peer is one of the trusted proxies
 * (TRUSTED_PROXIES), the nearest address in X-Forwarded-For that is not a trusted proxy.
 * A client cannot claim an address by sending the header itself.
 */
export function createClientAddress(trustedProxies: readonly string[]): ClientAddress {
  const trusted = new BlockList()
  for (const entry of trustedProxies) {
    const [address = '', prefix] = entry.split('/')
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4'
    if (prefix === undefined) trusted.addAddress(address, type)
    else trusted.addSubnet(address, Number(prefix), type)
  }
  const isTrusted = (address: string) => {
    const type = isIP(address)
    if (type === 0) return false
    return trusted.check(address, type === 6 ? 'ipv6' : 'ipv4')
  }

  const peerOf = (request: IncomingMessage) => stripMapped(request.socket.remoteAddress ?? '')
  const of = (request: IncomingMessage) => {
    const peer = peerOf(request)
    if (trustedProxies.length === 0 || !isTrusted(peer)) return peer
    const forwarded = request.headers['x-forwarded-for']
    const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',')
    for (let index = hops.length - 1; index >= 0; index -= 1) {
      const hop = stripMapped(hops[index]?.trim() ?? '')
      if (isIP(hop) === 0) break
      if (!isTrusted(hop)) return hop
    }
    return peer
  }
  return { of, fromTrustedProxy: (request) => trustedProxies.length > 0 && isTrusted(peerOf(request)), isTrusted }
}

export type ClientAddress = {
  /** The client's address, as above. */
  of: (request: IncomingMessage) => string
  /** Whether the request came straight from a trusted proxy (whose own headers, like its request id, are believed). */
  fromTrustedProxy: (request: IncomingMessage) => boolean
  /** Whether an address is one of the trusted proxies. */
  isTrusted: (address: string) => boolean
}

/** `::ffff:127.0.0.1` (an IPv4 peer on a dual-stack socket) is 127.0.0.1. */
const stripMapped = (address: string) => (address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address)
