/**
 * W4, what a page costs when no cache answers it: against a server the caller started with
 * PAGE_CACHE=off, so every request renders, each page under wrk's load with a browser's
 * Accept-Encoding, and the bytes of its HTML. With the server's pid, the CPU its processes used
 * per render too.
 *
 * On its own, against a server already running: `npx tsx bench/misses.ts <base URL> [server pid]`
 * (BENCH_DURATION seconds per page, default 15; BENCH_CONNECTIONS, default 10).
 */
import { pathToFileURL } from 'node:url'
import { brotliCompressSync, constants } from 'node:zlib'

import { cpuMs, processTree } from './rss'
import { resolveTargets } from './targets'
import { BROWSER_ENCODING, closeAgent, envNumber, getRaw, round, warm } from './util'
import { wrk } from './wrk'

export type MissResult = {
  page: string
  url: string
  rendersPerSecond: number
  p50Ms: number
  p99Ms: number
  /** The page's HTML as rendered, uncompressed. */
  htmlBytes: number
  /** The same at brotli quality 9, as the response cache keeps a page. */
  brotliBytes: number
  /** CPU time of the server's processes per answered request; null without `serverPid`. */
  cpuMsPerRender: number | null
}

export type MissOptions = {
  durationSeconds: number
  connections: number
  /** The server's process: its CPU time (and its children's) over each run is divided by the renders. */
  serverPid?: number
}

/** A word the demo content holds in news, pages and exhibitors alike. */
const SEARCH_WORD = '核电'
/** Requests before each measured run: the page's code compiled and optimized, as on a server that has run a while. */
const WARM_REQUESTS = 30

/** The pages a miss is measured on: the list, the directory, an article, a search, the home page. */
export async function missPages(baseUrl: string): Promise<{ page: string; path: string }[]> {
  const news = (await resolveTargets(baseUrl)).find((target) => target.name === 'news')
  if (!news) throw new Error('no /news page to measure')
  const list = await getRaw(`${baseUrl}${news.path}`)
  const detail = /href="(\/news-detail\?[^"]+)"/.exec(list.body.toString('utf8'))?.[1]?.replaceAll('&amp;', '&')
  if (list.status !== 200 || !detail) throw new Error(`${news.path} answered ${list.status} and links to no /news-detail page`)
  return [
    { page: 'news', path: news.path },
    { page: 'show', path: '/show' },
    { page: 'news-detail', path: detail },
    { page: 'search', path: `/search?q=${encodeURIComponent(SEARCH_WORD)}` },
    { page: 'home', path: '/home' },
  ]
}

/** Renders per second, latency and HTML bytes of each page with nothing cached (see the file's comment). */
export async function measureMisses(baseUrl: string, options: MissOptions): Promise<MissResult[]> {
  const results: MissResult[] = []
  for (const { page, path } of await missPages(baseUrl)) {
    const url = `${baseUrl}${path}`
    const html = await getRaw(url, { 'Accept-Encoding': 'identity' })
    if (html.status !== 200) throw new Error(`GET ${path} answered ${html.status}`)
    if (html.headers['x-cache'] === 'HIT') throw new Error(`GET ${path} came from the response cache: start the server with PAGE_CACHE=off`)
    await warm(url, WARM_REQUESTS, Math.min(options.connections, 8), BROWSER_ENCODING)
    const pids = options.serverPid === undefined ? [] : processTree(options.serverPid)
    const cpuBefore = cpuMs(pids)
    const { result } = await wrk(url, {
      seconds: options.durationSeconds,
      connections: options.connections,
      threads: Math.min(2, options.connections),
      encoding: BROWSER_ENCODING['Accept-Encoding'],
    })
    if (result.errors > 0) throw new Error(`GET ${path} under load: ${result.errors} errors (${JSON.stringify(result.socketErrors)}, ${result.badStatus} statuses ≥ 400)`)
    const brotli = brotliCompressSync(html.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: html.body.length } })
    results.push({
      page,
      url: path,
      rendersPerSecond: round(result.rps, 1),
      p50Ms: round(result.p50Ms, 1),
      p99Ms: round(result.p99Ms, 1),
      htmlBytes: html.body.length,
      brotliBytes: brotli.length,
      cpuMsPerRender: options.serverPid === undefined || result.requests === 0 ? null : round((cpuMs(pids) - cpuBefore) / result.requests, 1),
    })
  }
  return results
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [baseUrl, pid] = process.argv.slice(2)
  if (!baseUrl) throw new Error('usage: npx tsx bench/misses.ts <base URL> [server pid]')
  const options = { durationSeconds: envNumber('BENCH_DURATION', 15), connections: envNumber('BENCH_CONNECTIONS', 10), ...(pid ? { serverPid: Number(pid) } : {}) }
  console.table(await measureMisses(baseUrl, options))
  closeAgent()
}
