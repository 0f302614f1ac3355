/**
 * The edge (W2): the deployment guide's nginx (deploy/nginx.conf.template, rendered for one
 * instance as the failover test renders it: its micro-cache, its limits) in front of the app,
 * against nginx serving the answer it gave from a file.
 */
import { startFailoverNginx } from '../scripts/failover/nginx'

import { captured, wireBytes } from './capture'
import type { HitComparison, Server } from './hits'
import { sideBySide, type TurnSettings } from './load'
import { serveFromFile } from './nginx'
import { BROWSER_ENCODING, freePort, getRaw } from './util'
import { wrkCheck, writeScript } from './wrk'

export type EdgeComparison = HitComparison & { nginxVersion: string }

const LOCATION = '/bench/page'

/** `staticFiles`: the build's `.next/static`, which the guide's nginx serves from disk. */
export async function edgeAgainstFile(
  app: Server & { staticFiles: string },
  page: string,
  settings: TurnSettings & { checkSeconds: number },
  dir: string,
  log: (line: string) => void,
): Promise<EdgeComparison> {
  // wrk's connections all come from one address: exempt from the per-address limits, as the guide says for a load test.
  const deployed = await startFailoverNginx(await freePort(), [new URL(app.baseURL).host], {
    unlimited: ['127.0.0.1'],
    staticFiles: app.staticFiles,
  })
  try {
    const url = `${deployed.baseURL}${page}`
    // The answer a browser gets through the guide's nginx once the app and the micro-cache hold the page.
    await getRaw(url, BROWSER_ENCODING)
    const response = await getRaw(url, BROWSER_ENCODING)
    if (response.status !== 200) throw new Error(`GET ${page} through the guide's nginx answered ${response.status}`)
    const answer = captured(url, response)
    const reference = await serveFromFile(answer, LOCATION)
    try {
      log(
        `  ${deployed.version}: the guide's configuration on ${deployed.baseURL}, and the same nginx serving its answer (${answer.body.length} B body) from a file on ${reference.baseURL}${LOCATION}`,
      )
      const result = await sideBySide(
        { label: "guide's nginx → app", url, pids: [deployed.child.pid, app.pid] },
        { label: 'nginx, file', url: `${reference.baseURL}${LOCATION}`, pids: [reference.child.pid] },
        settings,
        log,
      )
      const check = await wrkCheck(url, {
        seconds: settings.checkSeconds,
        connections: settings.connections,
        threads: settings.threads,
        script: writeScript(dir, 'edge-check', { path: page, bust: false, count: true, cacheHeader: 'X-Cache-Status' }),
      })
      const fromFile = await getRaw(`${reference.baseURL}${LOCATION}`, BROWSER_ENCODING)
      return { ...result, firstWireBytes: answer.wireBytes, secondWireBytes: wireBytes(fromFile), check, nginxVersion: deployed.version }
    } finally {
      await reference.child.stop()
    }
  } finally {
    await deployed.quit()
  }
}
