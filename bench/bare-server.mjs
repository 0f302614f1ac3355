#!/usr/bin/env node
// The reference of the hit step (bench/hits.ts): a bare Node `http` server answering every
// request with one captured answer of the app — its status, its headers in their order, its body
// as sent (brotli) — and a request id of the app's shape, as the app's cache hit does with
// `writeHead` and `end`. Nothing else runs in the process.
//   node bench/bare-server.mjs <answer.json> <port>
// answer.json: { "status": 200, "headers": ["Name", "value", …], "bodyFile": "/path/to/body" }
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { createServer } from 'node:http'

const [file, port] = process.argv.slice(2)
if (!file || !port) {
  console.error('usage: node bench/bare-server.mjs <answer.json> <port>')
  process.exit(2)
}
const answer = JSON.parse(fs.readFileSync(file, 'utf8'))
const body = fs.readFileSync(answer.bodyFile)
const prefix = randomBytes(6).toString('hex')
let sequence = 0

const server = createServer((request, response) => {
  sequence += 1
  response.writeHead(answer.status, [...answer.headers, 'X-Request-Id', `${prefix}-${sequence.toString(36)}`])
  response.end(request.method === 'HEAD' ? undefined : body)
})
// As the app's server: a proxy or client keeps an idle connection up to 65 s.
server.keepAliveTimeout = 65_000
server.listen(Number(port), '127.0.0.1', () => console.log(`bare server listening on 127.0.0.1:${port}`))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0))
