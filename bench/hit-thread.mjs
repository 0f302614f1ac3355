#!/usr/bin/env node
// Why the front is a thread of its own (issue 16): the same cached answer (12 KB of brotli and
// the response cache's headers) served three ways, each in a fresh process pinned to core 0
// with wrk pinned to core 1, three 3 s turns each after a 2 s warm-up:
//   alone    a bare Node http server, nothing else in the process;
//   beside   the same server in the thread where Next is loaded and has rendered /home once;
//   worker   the same server in a worker thread, Next loaded and rendered in the main thread.
// Needs a build (`npm run build`), a migrated database (DATABASE_URL, as `npm start` makes it) for
// the render, and wrk and taskset (Debian: wrk, util-linux).
//   DATABASE_URL=file:./data/site.db node bench/hit-thread.mjs
import { spawn, spawnSync } from 'node:child_process'
import { createServer } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { isMainThread, Worker, workerData } from 'node:worker_threads'
import { brotliCompressSync } from 'node:zlib'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const PORT = 4871

function serveCachedAnswer(port) {
  const page = Buffer.from('<!doctype html><main>' + '<p class="card">中国核电展 exhibitor 1234</p>'.repeat(2_000))
  const body = brotliCompressSync(page).subarray(0, 12_000)
  const head = [
    ...['Content-Type', 'text/html; charset=utf-8', 'X-Content-Type-Options', 'nosniff', 'Referrer-Policy', 'strict-origin-when-cross-origin'],
    ...['Content-Security-Policy', `default-src 'self'; script-src 'self' 'nonce-${'n'.repeat(24)}'; ${"img-src 'self' data:; ".repeat(12)}`],
    ...['ETag', '"abcdefghijklmnopqrstuvwxyz1"', 'Cache-Control', 'public, max-age=0, s-maxage=60, stale-while-revalidate=300, no-transform'],
    ...['Vary', 'Accept-Encoding', 'X-Cache', 'HIT', 'Content-Encoding', 'br', 'Content-Length', String(body.length)],
  ]
  let sequence = 0
  createServer((request, response) => {
    sequence += 1
    response.writeHead(200, [...head, 'X-Request-Id', `bench-${sequence.toString(36)}`])
    response.end(body)
  }).listen(port, '127.0.0.1', () => console.log('ready'))
}

async function loadNext() {
  process.chdir(ROOT)
  const { default: next } = await import('next')
  const app = next({ dev: false, dir: ROOT })
  await app.prepare()
  const handle = app.getRequestHandler()
  const server = createServer((request, response) => handle(request, response))
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  await fetch(`http://127.0.0.1:${server.address().port}/home`).then((response) => response.arrayBuffer())
}

async function child(mode) {
  if (mode !== 'alone') await loadNext()
  if (mode === 'worker') new Worker(fileURLToPath(import.meta.url), { workerData: { port: PORT } })
  else serveCachedAnswer(PORT)
}

function wrk(seconds) {
  const run = spawnSync('taskset', ['-c', '1', 'wrk', '-t1', '-c50', `-d${seconds}s`, '-H', 'Accept-Encoding: br, gzip', `http://127.0.0.1:${PORT}/`], { encoding: 'utf8' })
  return Number(/Requests\/sec:\s+([\d.]+)/.exec(run.stdout)?.[1] ?? NaN)
}

async function measure(mode) {
  // What Next and Payload print while loading and rendering is not the figure: only 'ready' is read.
  const server = spawn('taskset', ['-c', '0', process.execPath, fileURLToPath(import.meta.url), mode], { stdio: ['ignore', 'pipe', 'ignore'] })
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => String(chunk).includes('ready') && resolve())
    server.once('exit', (code) => reject(new Error(`the ${mode} server exited (${code})`)))
  })
  wrk(2)
  const turns = [wrk(3), wrk(3), wrk(3)]
  server.kill()
  console.log(`${mode.padEnd(7)} ${turns.map((rps) => Math.round(rps)).join(', ')} req/s`)
}

if (!isMainThread) serveCachedAnswer(workerData.port)
else if (process.argv[2]) await child(process.argv[2])
else for (const mode of ['alone', 'beside', 'worker']) await measure(mode)
