import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

import { addressGroup } from '@/limits/address-group'

/** What one address group (an IPv4 address, an IPv6 /64: address-group.ts) may hold at once (X10, X14). */
export type ClientCaps = {
  /** Open connections per peer address group; a trusted proxy's connections are not counted (the proxy limits its clients). */
  connectionsPerAddress: number
  /** Requests being answered per client address group; more get 429 until one finishes. */
  requestsInFlightPerAddress: number
}

export const CLIENT_CAPS: ClientCaps = { connectionsPerAddress: 256, requestsInFlightPerAddress: 64 }

/**
 * What the whole process holds at once, however many addresses ask (X13; docs/security.md sizes
 * each): per-address caps bound one client, not thousands.
 */
export type ServerCaps = {
  /** Open connections (Node's `server.maxConnections`: past it a new connection is closed at once). */
  connections: number
  /** Requests whose body is still being received: each holds a request in Next and Payload. */
  unfinishedBodies: number
  /** The bytes those bodies announced (`Content-Length`): uploads are held in memory while they arrive. */
  unfinishedBodyBytes: number
  /** A body's time to arrive: this much, plus its size at `bodyBytesPerSecond`; a trickle cannot stretch it. */
  bodyBaseMs: number
  bodyBytesPerSecond: number
}

const MB = 1024 * 1024

export const SERVER_CAPS: ServerCaps = {
  connections: 4_096,
  unfinishedBodies: 64,
  unfinishedBodyBytes: 256 * MB,
  bodyBaseMs: 10_000,
  bodyBytesPerSecond: 64 * 1024,
}

/**
 * X10, X14: a connection past its address group's cap is closed as soon as it opens, before a
 * byte is read: one client cannot hold the sockets (or the memory behind them) that everyone else needs.
 */
export function capConnectionsPerAddress(server: Server, cap: number, exempt: (address: string) => boolean): void {
  const open = new Map<string, number>()
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? ''
    if (exempt(address)) return
    const group = addressGroup(address)
    const count = (open.get(group) ?? 0) + 1
    if (count > cap) {
      socket.destroy()
      return
    }
    open.set(group, count)
    socket.once('close', () => {
      const left = (open.get(group) ?? 1) - 1
      if (left === 0) open.delete(group)
      else open.set(group, left)
    })
  })
}

/** X10: requests in flight per client address group (counted from the request to the end of its answer). */
export class RequestsInFlight {
  private readonly counts = new Map<string, number>()

  constructor(private readonly cap: number) {}

  /** Counts one more request for the address's group and true, or false (nothing counted) when it is at its cap. */
  enter(address: string): boolean {
    const group = addressGroup(address)
    const count = this.counts.get(group) ?? 0
    if (count >= this.cap) return false
    this.counts.set(group, count + 1)
    return true
  }

  leave(address: string): void {
    const group = addressGroup(address)
    const left = (this.counts.get(group) ?? 1) - 1
    if (left <= 0) this.counts.delete(group)
    else this.counts.set(group, left)
  }
}

/**
 * X13: the request bodies still arriving, for the whole server. A request with a body goes on
 * (`proceed`) once its announced length fits in both budgets, at once or, in order of arrival,
 * when a body before it is done; until then it waits unread, costing its socket and nothing of
 * Next's, and its client is not told to come back (which would make it reconnect at once). It
 * is counted until its body has been read or its answer is over. A body that has not arrived by
 * its deadline, waiting or not, has `overdue` called (what Node's `requestTimeout` does for
 * every request, at one figure for all of them).
 */
export class UnfinishedBodies {
  private count = 0
  private bytes = 0
  /** Requests waiting for room, in order of arrival. */
  private readonly waiting = new Set<{ length: number; admit: () => void }>()

  constructor(private readonly caps: ServerCaps) {}

  enter(request: IncomingMessage, response: ServerResponse, length: number, then: { proceed: () => void; overdue: () => void }): void {
    let counted = false
    const deadline = setTimeout(
      () => {
        if (!request.complete) then.overdue()
      },
      this.caps.bodyBaseMs + (length / this.caps.bodyBytesPerSecond) * 1000,
    )
    deadline.unref()
    const entry = {
      length,
      admit: () => {
        counted = true
        this.count += 1
        this.bytes += length
        then.proceed()
      },
    }
    const release = () => {
      clearTimeout(deadline)
      this.waiting.delete(entry)
      if (!counted) return
      counted = false
      this.count -= 1
      this.bytes -= length
      this.admitWaiting()
    }
    request.once('end', release)
    response.once('close', release)
    this.waiting.add(entry)
    this.admitWaiting()
  }

  private fits(length: number): boolean {
    return this.count < this.caps.unfinishedBodies && this.bytes + length <= this.caps.unfinishedBodyBytes
  }

  private admitWaiting(): void {
    for (const entry of this.waiting) {
      if (!this.fits(entry.length)) return
      this.waiting.delete(entry)
      entry.admit()
    }
  }
}
