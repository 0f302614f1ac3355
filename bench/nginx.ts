/**
 * The reference: nginx serving, from static files, the exact bytes (already compressed) and
 * headers the app answered, one `location =` per target under a synthetic path.
 */
import fs from 'node:fs'
import path from 'node:path'

import { type Child, runChild, startChild } from './process'
import { BROWSER_ENCODING, freePort, getRaw, sleep, tempDir } from './util'

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

export type StaticFile = { nginxPath: string; body: Buffer; contentType: string; contentEncoding: string | null }
export type RunningNginx = { baseURL: string; version: string; child: Child }

/** GETs a target from the app until the cache answers it (HIT), as a browser would ask for it (or uncompressed). */
export async function captureFromApp(url: string, nginxPath: string, headers: Record<string, string> = BROWSER_ENCODING): Promise<StaticFile> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await getRaw(url, headers)
    if (response.status === 200 && response.headers['x-cache'] === 'HIT') {
      const encoding = response.headers['content-encoding']
      return {
        nginxPath,
        body: response.body,
        contentType: String(response.headers['content-type'] ?? 'application/octet-stream'),
        contentEncoding: typeof encoding === 'string' ? encoding : null,
      }
    }
    // A miss is stored once compressed, a moment after it was answered.
    await sleep(200)
  }
  throw new Error(`${url} never answered 200 with X-Cache: HIT (is PAGE_CACHE off?)`)
}

const quoted = (value: string) => `"${value.replace(/["\\]/g, '')}"`

function config(dir: string, port: number, files: readonly StaticFile[]): string {
  const locations = files.map(
    (file) => `
    location = ${file.nginxPath} {
      types { }
      default_type ${quoted(file.contentType)};
      ${file.contentEncoding ? `add_header Content-Encoding ${quoted(file.contentEncoding)};` : ''}
      add_header Vary Accept-Encoding;
    }`,
  )
  return `daemon off;
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
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
    location / { return 404; }${locations.join('')}
  }
}
`
}

export async function startNginx(files: readonly StaticFile[]): Promise<RunningNginx> {
  const dir = tempDir('expo-bench-nginx-')
  // nginx's workers run as an unprivileged user when started as root: they must read the files.
  fs.chmodSync(dir, 0o755)
  fs.mkdirSync(path.join(dir, 'tmp'))
  for (const file of files) {
    const target = path.join(dir, 'root', file.nginxPath)
    fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o755 })
    fs.writeFileSync(target, file.body, { mode: 0o644 })
  }
  const port = await freePort()
  const conf = path.join(dir, 'nginx.conf')
  fs.writeFileSync(conf, config(dir, port, files))
  const version = (await runChild('nginx -v', NGINX, ['-v'])).trim()
  await runChild('nginx -t', NGINX, ['-t', '-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')])
  const child = startChild(NGINX, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')])
  const baseURL = `http://127.0.0.1:${port}`

  const first = files[0]
  const deadline = Date.now() + 10_000
  while (first && Date.now() < deadline) {
    if (child.exit()) break
    const response = await getRaw(`${baseURL}${first.nginxPath}`, BROWSER_ENCODING).catch(() => null)
    if (response?.status === 200) break
    await sleep(100)
  }
  for (const file of files) {
    const response = await getRaw(`${baseURL}${file.nginxPath}`, file.contentEncoding ? BROWSER_ENCODING : { 'Accept-Encoding': 'identity' }).catch(() => null)
    const same =
      response?.status === 200 &&
      response.body.equals(file.body) &&
      response.headers['content-type'] === file.contentType &&
      (response.headers['content-encoding'] ?? null) === file.contentEncoding
    if (!same) {
      await child.stop()
      const log = fs.readFileSync(path.join(dir, 'error.log'), { encoding: 'utf8', flag: 'a+' })
      throw new Error(`nginx does not serve ${file.nginxPath} as captured (status ${response?.status ?? 'none'})\n${child.output()}\n${log}`)
    }
  }
  return { baseURL, version, child }
}
