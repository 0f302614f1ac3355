/**
 * W4: what a page costs when nothing is cached. Run against a server started with PAGE_CACHE=off:
 * every request is a render. An uncounted 2-s turn on each page; then per page another, and
 * `wrk -t1` at the given connections with a browser's Accept-Encoding, with the server's CPU time
 * over that run (/proc).
 */
import http from 'node:http'
import { brotliCompressSync, constants } from 'node:zlib'

import { cpuMs, mainThreadCpuMs, processTree } from './rss'
import { sleep, tempDir } from './util'
import { wrk, writeScript } from './wrk'

export type MissResult = {
  page: string
  url: string
  rendersPerSecond: number
  p50Ms: number
  p99Ms: number
  /** CPU time a render on the serving thread (the one JavaScript runs on): what W4's ≤ 15 ms counts. */
  threadCpuMs: number
  /** CPU time a render of the whole server: the serving thread, V8's garbage-collector and compiler threads, and libuv's pool compressing the answer. */
  processCpuMs: number
  /** The page's HTML, uncompressed. */
  htmlBytes: number
  /** The same with brotli: the body the server sends to `Accept-Encoding: br, gzip` when it is brotli, else the HTML at quality 9 (as the response cache stores it). */
  brotliBytes: number
}

const WARM_SECONDS = 2
const MENU_LIST = '/api/Website/GetMenuList?siteId=nuclear-expo'

type MenuNode = { id: number | string; link?: string; children?: MenuNode[] }

async function json(baseUrl: string, path: string): Promise<unknown> {
  const response = await fetch(`${baseUrl}${path}`)
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`)
  return response.json()
}

function findNewsMenu(items: readonly MenuNode[]): MenuNode | undefined {
  for (const item of items) {
    if (item.link === '/news') return item
    const child = findNewsMenu(item.children ?? [])
    if (child) return child
  }
  return undefined
}

/** A word that finds results: two Chinese characters of the article's title (or a few common ones), checked on /search. */
async function searchWord(baseUrl: string, title: string): Promise<string> {
  const fromTitle = title.match(/\p{Script=Han}{2}/u)?.[0]
  for (const word of [fromTitle, '核电', '展会', '核能'].filter((word): word is string => Boolean(word))) {
    const html = await (await fetch(`${baseUrl}/search?q=${encodeURIComponent(word)}`)).text()
    if (html.includes('class="search-result"')) return word
  }
  throw new Error(`/search finds nothing for "${fromTitle ?? ''}", 核电, 展会 or 核能`)
}

/** The pages: /news of the first menu linking to it, /show, its newest article, a search that finds it, /home. */
async function missPages(baseUrl: string): Promise<{ page: string; url: string }[]> {
  const menus = (await json(baseUrl, MENU_LIST)) as { data?: { items?: MenuNode[] } }
  const news = findNewsMenu(menus.data?.items ?? [])
  if (!news) throw new Error('GetMenuList has no menu linking to /news')
  const list = (await json(
    baseUrl,
    `/api/Website/GetArticleList?siteId=nuclear-expo&menuId=${news.id}&includeSubmenus=true&pageIndex=1&pageSize=1`,
  )) as {
    data?: { items?: { id: number | string; title?: string }[] }
  }
  const article = list.data?.items?.[0]
  if (!article) throw new Error(`GetArticleList has no article under menu ${news.id}`)
  const word = await searchWord(baseUrl, article.title ?? '')
  return [
    { page: 'news', url: `/news?menuId=${news.id}` },
    { page: 'show', url: '/show' },
    { page: 'news-detail', url: `/news-detail?id=${article.id}` },
    { page: 'search', url: `/search?q=${encodeURIComponent(word)}` },
    { page: 'home', url: '/home' },
  ]
}

async function sizes(url: string): Promise<{ htmlBytes: number; brotliBytes: number }> {
  const plain = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } })
  if (plain.status !== 200) throw new Error(`GET ${url} answered ${plain.status}`)
  // The app's X-Cache is there when its response cache is on; nginx's X-Cache-Status says MISS for an answer it may not keep.
  const cached = plain.headers.get('x-cache') ?? (plain.headers.get('x-cache-status') === 'HIT' ? 'HIT (nginx)' : null)
  if (cached) throw new Error(`GET ${url} answered X-Cache: ${cached}: start the servers with PAGE_CACHE=off`)
  const html = Buffer.from(await plain.arrayBuffer())
  // fetch() would decompress: the bytes sent are counted with node:http's raw body instead.
  const sent = await new Promise<{ encoding: string | undefined; bytes: number }>((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'br, gzip' } }, (response) => {
        let bytes = 0
        response.on('data', (chunk: Buffer) => (bytes += chunk.length))
        response.on('end', () => resolve({ encoding: response.headers['content-encoding'], bytes }))
        response.on('error', reject)
      })
      .on('error', reject)
  })
  const brotliBytes =
    sent.encoding === 'br' ? sent.bytes : brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }).length
  return { htmlBytes: html.length, brotliBytes }
}

/**
 * Once the servers' serving threads have stopped working (their CPU time still for 200 ms): a
 * turn's last requests, which wrk left unanswered, are still being rendered when it exits.
 */
async function serversIdle(serverPids: readonly number[]): Promise<void> {
  const deadline = Date.now() + 10_000
  let last = servingThreadsCpuMs(serverPids)
  for (;;) {
    await sleep(200)
    const now = servingThreadsCpuMs(serverPids)
    if (now === last || Date.now() > deadline) return
    last = now
  }
}

const servingThreadsCpuMs = (serverPids: readonly number[]) => serverPids.reduce((total, pid) => total + mainThreadCpuMs(pid), 0)

/** CPU time in ms of the servers' serving threads, and of their whole process trees. */
function serversCpuMs(serverPids: readonly number[]): { thread: number; process: number } {
  return { thread: servingThreadsCpuMs(serverPids), process: cpuMs(serverPids.flatMap((pid) => processTree(pid))) }
}

/**
 * `baseURL` is a server or nginx in front of several; `serverPids` are the servers' node
 * processes (`node .next/production-server.mjs`), whose CPU time the renders are charged.
 */
export async function measureMisses(
  target: { baseURL: string; serverPids: readonly number[] },
  options: {
    durationSeconds: number
    connections: number
    /**
     * Each request with its own `r=<random>` (which the app ignores, W3): distinct URLs, as misses
     * come in production. Through nginx, requests for one URL whose answer it may not keep wait
     * in line on its micro-cache's lock.
     */
    distinctUrls?: boolean
  },
): Promise<MissResult[]> {
  const baseUrl = target.baseURL
  const results: MissResult[] = []
  const scripts = options.distinctUrls ? tempDir('expo-misses-wrk-') : null
  const pages = (await missPages(baseUrl)).map(({ page, url }) => ({
    page,
    url,
    load: {
      connections: options.connections,
      threads: 1,
      script: scripts ? writeScript(scripts, page, { path: url, bust: true, count: false }) : undefined,
    },
  }))
  // A fresh server: a first round over every page, so that the first page measured does not pay
  // for warming up the code all pages share.
  for (const { url, load } of pages) await wrk(`${baseUrl}${url}`, { ...load, seconds: WARM_SECONDS })
  for (const { page, url, load } of pages) {
    const bytes = await sizes(`${baseUrl}${url}`)
    await wrk(`${baseUrl}${url}`, { ...load, seconds: WARM_SECONDS })
    await serversIdle(target.serverPids)
    const before = serversCpuMs(target.serverPids)
    const { result } = await wrk(`${baseUrl}${url}`, { ...load, seconds: options.durationSeconds })
    const after = serversCpuMs(target.serverPids)
    const used = { thread: after.thread - before.thread, process: after.process - before.process }
    // Answers ≥ 400 are not renders of the page; socket errors are not answers.
    if (result.errors > 0)
      console.warn(
        `  ${url}: ${result.badStatus} answers ≥ 400 (not counted as renders), ${result.errors - result.badStatus} socket errors`,
      )
    const renders = result.requests - result.badStatus
    // The CPU of answers ≥ 400 (few or none) is counted against the renders: the figure errs high.
    results.push({
      page,
      url,
      rendersPerSecond: renders / result.seconds,
      p50Ms: result.p50Ms,
      p99Ms: result.p99Ms,
      threadCpuMs: used.thread / renders,
      processCpuMs: used.process / renders,
      ...bytes,
    })
  }
  return results
}
