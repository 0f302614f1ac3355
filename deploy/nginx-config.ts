/**
 * Fills in deploy/nginx.conf.template: the guide's configuration and the failover load test's
 * are the same file. As a command (docs/deploy.md):
 *
 *   npx tsx deploy/nginx-config.ts --instance 10.0.0.11:3000 --instance 10.0.0.12:3000 \
 *     [--listen 80] [--server-name expo.example.com] \
 *     [--access-log /var/log/nginx/expo-site.access.log] [--static-cache /var/cache/nginx/expo-static] \
 *     [--page-cache /var/cache/nginx/expo-pages] [--static-files /srv/expo-site/current/.next/static] \
 *     [--unlimited 203.0.113.7 --unlimited 10.0.0.0/8] [--real-ip-from 10.0.0.0/8] [--brotli-static on|off] \
 *     > /etc/nginx/conf.d/expo-site.conf
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'

export const NGINX_TEMPLATE = path.join(import.meta.dirname, 'nginx.conf.template')

/**
 * X18: what the guide sets in nginx's main context (/etc/nginx/nginx.conf, outside this file's
 * `http` block). Debian's stock `worker_connections 768` let one address's slowloris take every
 * connection; each connection a request is proxied on uses two (the client's and the instance's),
 * and each worker gets twice its connections in open files. docs/security.md sizes them.
 */
export const NGINX_MAIN = { workerConnections: 16_384, workerRlimitNofile: 40_000 } as const

/** The main-context lines for NGINX_MAIN, as the guide writes them into /etc/nginx/nginx.conf. */
export const nginxMainDirectives = (): { main: string; events: string } => ({
  main: `worker_rlimit_nofile ${NGINX_MAIN.workerRlimitNofile};`,
  events: `worker_connections ${NGINX_MAIN.workerConnections};`,
})

/** Debian's dynamic module for `brotli_static` (apt-get install libnginx-mod-http-brotli-static). */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'

export type NginxSite = {
  /** `host:port` of each instance of the app. */
  instances: readonly string[]
  /** What nginx listens on: `80`, `127.0.0.1:8080`… */
  listen: string
  serverName: string
  accessLog: string
  staticCacheDir: string
  /** The micro-cache's folder. */
  pageCacheDir: string
  /** The build's `.next/static`, which nginx serves from disk (with its .gz and .br). */
  staticFiles: string
  /** Addresses or CIDR ranges exempt from the per-address limits. */
  unlimited: readonly string[]
  /**
   * The CDN's or load balancer's addresses or ranges in front of nginx: their X-Forwarded-For
   * names the visitor, whom the limits and the app then see (ngx_http_realip_module).
   */
  realIpFrom: readonly string[]
  /** Serve the .br files too: needs Debian's libnginx-mod-http-brotli-static loaded. */
  brotliStatic: boolean
}

export const DEFAULT_SITE: Omit<NginxSite, 'instances'> = {
  listen: '80',
  serverName: '_',
  accessLog: '/var/log/nginx/expo-site.access.log',
  staticCacheDir: '/var/cache/nginx/expo-static',
  pageCacheDir: '/var/cache/nginx/expo-pages',
  // The build beside this file: the guide renders the configuration from the release it serves.
  staticFiles: path.resolve(import.meta.dirname, '../.next/static'),
  unlimited: [],
  realIpFrom: [],
  brotliStatic: fs.existsSync(BROTLI_STATIC_MODULE),
}

/** Two failures within 5 s take an instance out for 5 s (upstream `server` parameters). */
const INSTANCE_PARAMETERS = 'max_fails=2 fail_timeout=5s'

// A value ends up inside an nginx directive: nothing that could end it or open a block.
const SAFE_VALUE = /^[^\s;{}"'#$\\]+$/
const INSTANCE = /^(\[[0-9a-fA-F:]+\]|[A-Za-z0-9.-]+):\d{1,5}$/
const ADDRESS_OR_RANGE = /^(?:[\d.]+|[\da-fA-F:]+)(?:\/\d{1,3})?$/

export class NginxConfigError extends Error {
  override name = 'NginxConfigError'
}

function checked(name: string, value: string): string {
  if (!SAFE_VALUE.test(value)) throw new NginxConfigError(`${name} "${value}" must be one word without ; { } quotes # $ or \\`)
  return value
}

export function renderNginxSite(site: NginxSite, template = fs.readFileSync(NGINX_TEMPLATE, 'utf8')): string {
  if (site.instances.length === 0) throw new NginxConfigError('at least one --instance host:port is needed')
  for (const instance of site.instances) {
    if (!INSTANCE.test(instance)) throw new NginxConfigError(`instance "${instance}" is not host:port (e.g. 10.0.0.11:3000)`)
  }
  for (const [what, addresses] of [
    ['unlimited', site.unlimited],
    ['real-ip-from', site.realIpFrom],
  ] as const) {
    for (const address of addresses) {
      if (!ADDRESS_OR_RANGE.test(address))
        throw new NginxConfigError(`${what} address "${address}" is not an IP address or CIDR range (e.g. 203.0.113.7, 10.0.0.0/8)`)
    }
  }
  if (!path.isAbsolute(site.staticFiles)) throw new NginxConfigError(`static files folder "${site.staticFiles}" must be an absolute path`)
  const values: Record<string, string> = {
    INSTANCES: site.instances.map((instance) => `    server ${instance} ${INSTANCE_PARAMETERS};`).join('\n'),
    LISTEN: checked('listen', site.listen),
    SERVER_NAME: checked('server name', site.serverName),
    ACCESS_LOG: checked('access log', site.accessLog),
    STATIC_CACHE_DIR: checked('static cache folder', site.staticCacheDir),
    PAGE_CACHE_DIR: checked('page cache folder', site.pageCacheDir),
    STATIC_FILES: checked('static files folder', site.staticFiles.replace(/\/+$/, '')),
    UNLIMITED:
      site.unlimited.length > 0 ? site.unlimited.map((address) => `    ${address} 1;`).join('\n') : '    # none: every address is limited',
    REAL_IP:
      site.realIpFrom.length > 0
        ? [
            ...site.realIpFrom.map((address) => `    set_real_ip_from ${address};`),
            '    real_ip_header X-Forwarded-For;',
            // The nearest address that is not one of those proxies: whatever a visitor writes in the header is further left.
            '    real_ip_recursive on;',
          ].join('\n')
        : '    # Behind a CDN or load balancer, render with --real-ip-from <its addresses>: the limits then see the visitor.',
    BROTLI_STATIC: site.brotliStatic
      ? '        brotli_static on;'
      : "        # brotli_static on;  (with Debian's libnginx-mod-http-brotli-static: then render with --brotli-static on)",
  }
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => {
    const value = values[name]
    if (value === undefined) throw new NginxConfigError(`${NGINX_TEMPLATE} has an unknown placeholder ${placeholder}`)
    return value
  })
}

function main(): void {
  const { values } = parseArgs({
    options: {
      instance: { type: 'string', multiple: true, default: [] },
      listen: { type: 'string', default: DEFAULT_SITE.listen },
      'server-name': { type: 'string', default: DEFAULT_SITE.serverName },
      'access-log': { type: 'string', default: DEFAULT_SITE.accessLog },
      'static-cache': { type: 'string', default: DEFAULT_SITE.staticCacheDir },
      'page-cache': { type: 'string', default: DEFAULT_SITE.pageCacheDir },
      'static-files': { type: 'string', default: DEFAULT_SITE.staticFiles },
      unlimited: { type: 'string', multiple: true, default: [] },
      'real-ip-from': { type: 'string', multiple: true, default: [] },
      'brotli-static': { type: 'string', default: DEFAULT_SITE.brotliStatic ? 'on' : 'off' },
    },
  })
  if (values['brotli-static'] !== 'on' && values['brotli-static'] !== 'off') throw new NginxConfigError('--brotli-static is on or off')
  process.stdout.write(
    renderNginxSite({
      instances: values.instance,
      listen: values.listen,
      serverName: values['server-name'],
      accessLog: values['access-log'],
      staticCacheDir: values['static-cache'],
      pageCacheDir: values['page-cache'],
      staticFiles: path.resolve(values['static-files']),
      unlimited: values.unlimited,
      realIpFrom: values['real-ip-from'],
      brotliStatic: values['brotli-static'] === 'on',
    }),
  )
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    main()
  } catch (error) {
    // parseArgs' own errors (an unknown option) are as precise as ours.
    console.error(`deploy/nginx-config.ts: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(2)
  }
}
