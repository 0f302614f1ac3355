import { randomInt } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'

/** Whether 127.0.0.1:port can be listened on now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

/** The first port of the kernel's ephemeral range (Linux's ip_local_port_range; 32768 by default). */
function ephemeralPortsFrom(): number {
  try {
    return Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || 32_768
  } catch {
    return 32_768
  }
}

/**
 * A port for a server a test starts, free now, chosen at random below the kernel's ephemeral
 * range: a port of that range, free when asked and listened on a few seconds later, can be taken
 * meanwhile as the source port of an outgoing connection (an attack test beside opens thousands),
 * and the server then fails to listen after another process already answered on its port.
 */
export async function freePort(): Promise<number> {
  const high = Math.min(ephemeralPortsFrom(), 32_768)
  const low = high - 12_000
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = low + randomInt(high - low)
    if (await canListen(port)) return port
  }
  throw new Error(`no free port between ${low} and ${high}`)
}
