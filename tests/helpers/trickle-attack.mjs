// X18: a slowloris on its own thread (node:worker_threads), so that the thousands of sockets it
// drives never delay the test's own probes, whose times are the figure. Plain JavaScript: a
// worker runs it without the test's TypeScript loader.
//   workerData: { port, heads, bodies, trickleMs, reopenMs, openOverMs, sources: [{ localAddress, forwardedFor?: string[] }] }
// Each connection sends a request's first bytes at once and one more byte or line every
// trickleMs: a head that never ends (`heads` of them) or a sign-in's body of 8 000 bytes
// (`bodies`). Closed by the server, it is opened again reopenMs later, until the parent posts
// 'stop'; the worker then answers with how many connections it opened and ends.
import net from 'node:net'
import { parentPort, workerData } from 'node:worker_threads'

const { port, heads, bodies, trickleMs, reopenMs, openOverMs, sources } = workerData
const open = new Set()
let opened = 0
let stopped = false

function source(index) {
  const chosen = sources[index % sources.length]
  const forwarded = chosen.forwardedFor?.[Math.floor(index / sources.length) % chosen.forwardedFor.length]
  return { localAddress: chosen.localAddress, header: forwarded ? `X-Forwarded-For: ${forwarded}\r\n` : '' }
}

function connect(index, first, next) {
  if (stopped) return
  opened += 1
  const { localAddress, header } = source(index)
  const socket = net.connect({ host: '127.0.0.1', port, localAddress }, () => socket.write(first(header)))
  socket.next = next
  socket.resume()
  socket.on('error', () => undefined)
  socket.on('close', () => {
    open.delete(socket)
    setTimeout(() => connect(index, first, next), reopenMs)
  })
  open.add(socket)
}

const head = (header) => `GET /home HTTP/1.1\r\nHost: localhost\r\n${header}`
const body = (header) =>
  `POST /api/users/login HTTP/1.1\r\nHost: localhost\r\n${header}Content-Type: application/json\r\nContent-Length: 8000\r\n\r\n{`
// Opened over openOverMs (0: all at once, as fast as the thread can).
for (let index = 0; index < heads; index += 1) setTimeout(() => connect(index, head, 'X-Slow: 1\r\n'), (index * openOverMs) / heads)
for (let index = 0; index < bodies; index += 1) setTimeout(() => connect(index, body, '"'), (index * openOverMs) / bodies)
const timer = setInterval(() => {
  for (const socket of open) if (socket.writable) socket.write(socket.next)
}, trickleMs)

parentPort.on('message', (message) => {
  if (message !== 'stop') return
  stopped = true
  clearInterval(timer)
  for (const socket of open) socket.destroy()
  parentPort.postMessage({ opened })
  parentPort.close()
})
