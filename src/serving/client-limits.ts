import type { Server } from 'node:http'
import type { Socket } from 'node:net'

/** What one address may hold at once (X10). */
export type ClientCaps = {
  /** Open connections per peer address; a trusted proxy's connections are not counted (the proxy limits its clients). */
  connectionsPerAddress: number
  /** Requests being answered per client address; more get 429 until one finishes. */
  requestsInFlightPerAddress: number
}

export const CLIENT_CAPS: ClientCaps = { connectionsPerAddress: 256, requestsInFlightPerAddress: 64 }

/**
 * X10: a connection past its address's cap is closed as soon as it opens, before a byte is read:
 * one address cannot hold the sockets (or the memory behind them) that everyone else needs.
 */
export function capConnectionsPerAddress(server: Server, cap: number, exempt: (address: string) => boolean): void {
  const open = new Map<string, number>()
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? ''
    if (exempt(address)) return
    const count = (open.get(address) ?? 0) + 1
    if (count > cap) {
      socket.destroy()
      return
    }
    open.set(address, count)
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1
      if (left === 0) open.delete(address)
      else open.set(address, left)
    })
  })
}

/** X10: requests in flight per client address (counted from the request to the end of its answer). */
export class RequestsInFlight {
  private readonly counts = new Map<string, number>()

  constructor(private readonly cap: number) {}

  /** Counts one more request for the address and true, or false (nothing counted) when it is at its cap. */
  enter(address: string): boolean {
    const count = this.counts.get(address) ?? 0
    if (count >= this.cap) return false
    this.counts.set(address, count + 1)
    return true
  }

  leave(address: string): void {
    const left = (this.counts.get(address) ?? 1) - 1
    if (left <= 0) this.counts.delete(address)
    else this.counts.set(address, left)
  }
}
