import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface TestServer {
  url: string
  port: number
  close(): Promise<void>
}

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void

/** Starts a real HTTP server on 127.0.0.1 with an OS-assigned port. */
export async function startServer(handler: Handler): Promise<TestServer> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => handler(req, res, Buffer.concat(chunks).toString('utf8')))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Routes that never answer would otherwise keep close() waiting.
        server.closeAllConnections()
        server.close((err) => (err ? reject(err) : resolve()))
      }),
  }
}

/** A port that was just listening and is now closed, so connecting to it is refused. */
export async function closedPort(): Promise<number> {
  const server = await startServer((_req, res) => res.end())
  await server.close()
  return server.port
}

export function sendJson(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers })
  res.end(JSON.stringify(body))
}
