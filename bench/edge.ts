/**
 * The edge (W2): the deployment guide's nginx (deploy/nginx.conf.template, rendered for one
 * instance as the failover test renders it: its micro-cache, its limits) in front of the app,
 * against nginx serving the answer it gave from a file.
 */
import { startFailoverNginx } from './failover/nginx'

import { type CapturedAnswer, captured, wireBytes } from './capture'
import type { HitComparison, Server } from './hits'
import { sideBySide, type TurnSettings } from './load'
import { serveFromFile } from './nginx'
import { BROWSER_ENCODING, freePort, getRaw, sleep } from './util'
import { wrkCheck, writeScript } from './wrk'

export type EdgeComparison = HitComparison & { nginxVersion: string }

const LOCATION = '/bench/page'

/**
 * What a browser gets most of the time: the micro-cache's copy (X-Cache-Status: HIT) of an answer
 * the app gave from its own cache (X-Cache: HIT). A copy of a render (X-Cache: MISS, streamed
 * without a length) is kept one second once a minute, when the app's entry has expired.
 */
async function captureMicroCacheHit(url: string): Promise<CapturedAnswer> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await getRaw(url, BROWSER_ENCODING)
    if (response.status === 200 && response.headers['x-cache-status'] === 'HIT' && response.headers['x-cache'] === 'HIT')
      return captured(url, response)
    // The micro-cache keeps an answer one second: the next one comes from the app again.
    await sleep(response.headers['x-cache-status'] === 'HIT' ? 1_100 : 100)
  }
  throw new Error(`${url} never answered 200 with X-Cache-Status: HIT and X-Cache: HIT through the guide's nginx`)
}

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
    const answer = await captureMicroCacheHit(url)
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
