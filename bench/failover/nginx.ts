/**
 * nginx running deploy/nginx.conf.template (rendered for this machine's instances) from a temp
 * folder: its own pid file, logs, temp and cache paths, in the foreground.
 */
import fs from 'node:fs'
import path from 'node:path'

import { NGINX } from '../nginx'
import { type Child, runChild, startChild } from '../process'
import { sleep, tempDir } from '../util'
import { BROTLI_STATIC_MODULE, DEFAULT_SITE, nginxMainDirectives, type NginxSite, renderNginxSite } from '../../deploy/nginx-config'

export type FailoverNginx = {
  baseURL: string
  accessLog: string
  errorLog: string
  version: string
  child: Child
  /** Graceful stop (SIGQUIT): requests in flight finish and the buffered access log is written. */
  quit(): Promise<void>
}

/** The main context around the site file: what /etc/nginx/nginx.conf (and its modules-enabled/) gives it on a server. */
function mainConfig(dir: string, siteFile: string, brotliStatic: boolean): string {
  const temp = (name: string) => path.join(dir, 'temp', name)
  // The guide's own main-context settings (docs/deploy.md §5), not a test's.
  const { main, events } = nginxMainDirectives()
  return `${brotliStatic ? `load_module ${BROTLI_STATIC_MODULE};\n` : ''}worker_processes auto;
${main}
events { ${events} }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  include ${siteFile};
}
`
}

/** What differs from the guide's defaults besides the folders under here (the tests' addresses, the build). */
export type NginxSettings = Partial<Pick<NginxSite, 'unlimited' | 'realIpFrom' | 'staticFiles' | 'brotliStatic'>>

/** Port chosen by the caller: the instances' PUBLIC_URL names nginx before nginx starts. */
export async function startFailoverNginx(port: number, instances: readonly string[], settings: NginxSettings = {}): Promise<FailoverNginx> {
  const dir = tempDir('expo-failover-nginx-')
  // Started as root, nginx's workers run as `nobody`: they must reach the temp and cache
  // folders under here (nginx hands those folders to that user itself).
  fs.chmodSync(dir, 0o755)
  fs.mkdirSync(path.join(dir, 'temp'))
  const accessLog = path.join(dir, 'access.log')
  const errorLog = path.join(dir, 'error.log')
  const siteFile = path.join(dir, 'expo-site.conf')
  const site: NginxSite = {
    ...DEFAULT_SITE,
    ...settings,
    instances,
    listen: `127.0.0.1:${port}`,
    serverName: 'localhost',
    accessLog,
    staticCacheDir: path.join(dir, 'static-cache'),
    pageCacheDir: path.join(dir, 'page-cache'),
  }
  fs.writeFileSync(siteFile, renderNginxSite(site))
  const conf = path.join(dir, 'nginx.conf')
  fs.writeFileSync(conf, mainConfig(dir, siteFile, site.brotliStatic))
  const args = ['-p', dir, '-c', conf, '-e', errorLog, '-g', `daemon off; pid ${path.join(dir, 'nginx.pid')};`]
  await runChild('nginx -t', NGINX, ['-t', ...args])
  const version = (await runChild('nginx -v', NGINX, ['-v'])).trim().replace(/^nginx version: /, '')
  const child = startChild(NGINX, args)
  const baseURL = `http://127.0.0.1:${port}`

  // /healthz: proves nginx listens and reaches an instance, whatever a cold page costs.
  const deadline = Date.now() + 30_000
  for (;;) {
    const status = await fetch(`${baseURL}/healthz`, { signal: AbortSignal.timeout(5_000) })
      .then(async (response) => (await response.arrayBuffer(), response.status))
      .catch(() => 0)
    if (status === 200) break
    const exit = child.exit()
    if (exit || Date.now() > deadline) {
      await child.stop()
      const log = fs.readFileSync(errorLog, { encoding: 'utf8', flag: 'a+' })
      throw new Error(
        `nginx did not answer GET /healthz with 200 (${exit ?? `last status ${status || 'none'}`}):\n${child.output()}\n${log}`,
      )
    }
    await sleep(100)
  }

  const quit = async () => {
    if (child.exit()) return
    process.kill(child.pid, 'SIGQUIT')
    const timer = setTimeout(() => void child.stop(), 10_000)
    await child.exited
    clearTimeout(timer)
    await child.stop()
  }
  return { baseURL, accessLog, errorLog, version, child, quit }
}
