/**
 * The reference of the edge step: nginx serving, from a file, the exact answer (body already
 * compressed, headers) that the deployment guide's nginx gave for a page.
 */
import fs from 'node:fs'
import path from 'node:path'

import { type CapturedAnswer, difference } from './capture'
import { type Child, runChild, startChild } from './process'
import { BROWSER_ENCODING, freePort, getRaw, sleep, tempDir } from './util'

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

export type RunningNginx = { baseURL: string; child: Child }

/** Written by nginx itself for a file: its own Content-Length, and these two, which the captured answer lacks. */
export const STATIC_FILE_HEADERS = ['Last-Modified', 'Accept-Ranges']
const SET_BY_NGINX = new Set(['content-type', 'content-length'])

function quoted(value: string): string {
  // `$` would start a variable inside an nginx string, and has no escape.
  if (value.includes('$')) throw new Error(`cannot serve a header value holding "$" from nginx: ${value}`)
  return `"${value.replace(/["\\]/g, (character) => `\\${character}`)}"`
}

function config(dir: string, port: number, location: string, answer: CapturedAnswer): string {
  const headers: string[] = []
  let contentType = 'application/octet-stream'
  for (let index = 0; index + 1 < answer.headers.length; index += 2) {
    const name = answer.headers[index] ?? ''
    const value = answer.headers[index + 1] ?? ''
    if (name.toLowerCase() === 'content-type') contentType = value
    if (!SET_BY_NGINX.has(name.toLowerCase())) headers.push(`      add_header ${name} ${quoted(value)};`)
  }
  return `daemon off;
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  server_tokens off;
  sendfile on;
  tcp_nodelay on;
  keepalive_timeout 65s;
  keepalive_requests 10000000;
  open_file_cache max=64 inactive=600s;
  open_file_cache_valid 600s;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/root;
    # A line per request, buffered, as the guide's configuration logs.
    access_log ${dir}/access.log combined buffer=256k flush=1s;
    location / { return 404; }
    location = ${location} {
      types { }
      default_type ${quoted(contentType)};
      etag off;
      max_ranges 0;
${headers.join('\n')}
      add_header X-Request-Id $request_id;
    }
  }
}
`
}

/** nginx answering `location` with `answer` from a file, checked to send the same status, body and headers. */
export async function serveFromFile(answer: CapturedAnswer, location: string): Promise<RunningNginx> {
  const dir = tempDir('expo-bench-nginx-')
  // nginx's workers run as an unprivileged user when started as root: they must read the file.
  fs.chmodSync(dir, 0o755)
  fs.mkdirSync(path.join(dir, 'tmp'))
  const file = path.join(dir, 'root', location)
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o755 })
  fs.writeFileSync(file, answer.body, { mode: 0o644 })
  const port = await freePort()
  const conf = path.join(dir, 'nginx.conf')
  fs.writeFileSync(conf, config(dir, port, location, answer))
  const args = ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')]
  await runChild('nginx -t', NGINX, ['-t', ...args])
  const child = startChild(NGINX, args)
  const baseURL = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 10_000
  for (;;) {
    const response = await getRaw(`${baseURL}${location}`, BROWSER_ENCODING).catch(() => null)
    if (response) {
      const wrong = difference(answer, response, STATIC_FILE_HEADERS)
      if (wrong === null) return { baseURL, child }
      await child.stop()
      throw new Error(`nginx does not serve ${location} as captured: ${wrong}`)
    }
    if (child.exit() || Date.now() > deadline) {
      await child.stop()
      const log = fs.readFileSync(path.join(dir, 'error.log'), { encoding: 'utf8', flag: 'a+' })
      throw new Error(`nginx did not start (${child.exit() ?? 'no answer in 10 s'}):\n${child.output()}\n${log}`)
    }
    await sleep(100)
  }
}
