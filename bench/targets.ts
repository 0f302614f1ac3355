/** The cached pages the failover load test asks for (bench/failover/load.ts). */
export type Target = {
  name: 'home' | 'news' | 'show' | 'menu'
  /** Path and query on the app. */
  path: string
}

/** The goals `npm run bench` reports on: SPEC §16 W2–W4, first-load JS, Lighthouse and memory. */
export const GOALS = {
  /** wrk connections of the hit, edge and cache-busting steps. */
  hitConnections: 50,
  /** The app's cached /home, req/s, in % of a bare Node server sending the same answer. */
  minHitRatioPct: 30,
  maxHitP99Ms: 25,
  /** The guide's nginx in front of the app, req/s, in % of nginx serving its answer from a file. */
  minEdgeRatioPct: 80,
  /** A page asked with a random unknown parameter, req/s, in % of the same page asked plainly (both hits). */
  minBustingRatioPct: 80,
  missConnections: 10,
  /** Pages whose misses have goals (the step also measures /home). */
  missPages: ['news', 'show', 'news-detail', 'search'],
  minRendersPerSecond: 100,
  /** CPU time of a render on the serving thread (SPEC W4: an uncached page renders in ≤ 15 ms of CPU). */
  maxRenderCpuMs: 15,
  maxMissP99Ms: 250,
  maxErrors: 0,
  mobilePerformance: 95,
  desktopPerformance: 100,
  otherCategories: 100,
  /** gzip bytes; 1 kB = 1000 B. */
  maxFirstLoadJsBytes: 150_000,
  maxRssMiB: 400,
} as const

type MenuNode = { id: number | string; link?: string; children?: MenuNode[] }

function findNewsMenu(items: readonly MenuNode[]): MenuNode | undefined {
  for (const item of items) {
    if (item.link === '/news') return item
    const child = findNewsMenu(item.children ?? [])
    if (child) return child
  }
  return undefined
}

/** /home, /news of the first menu linking to it, /show and GetMenuList (/news's menuId from the app's own menu tree). */
export async function resolveTargets(baseURL: string): Promise<Target[]> {
  const menuPath = '/api/Website/GetMenuList?siteId=nuclear-expo'
  const response = await fetch(`${baseURL}${menuPath}`)
  const body = (await response.json()) as { data?: { items?: MenuNode[] } }
  const news = findNewsMenu(body.data?.items ?? [])
  if (!news) throw new Error(`GetMenuList has no menu linking to /news (status ${response.status})`)
  return [
    { name: 'home', path: '/home' },
    { name: 'news', path: `/news?menuId=${news.id}` },
    { name: 'show', path: '/show' },
    { name: 'menu', path: menuPath },
  ]
}

/**
 * A page Lighthouse measures: a target by name, `floorplan` (B5's /floorplan), or `detail`, the
 * first news article the /news target links to.
 */
export async function lighthousePath(baseURL: string, targets: readonly Target[], name: string): Promise<string> {
  const target = targets.find((candidate) => candidate.name === name)
  if (target) return target.path
  if (name === 'floorplan') return '/floorplan'
  const news = targets.find((candidate) => candidate.name === 'news')
  if (name !== 'detail' || !news) throw new Error(`BENCH_LIGHTHOUSE_PAGES: unknown page ${name} (home, news, show, detail, floorplan)`)
  const html = await (await fetch(`${baseURL}${news.path}`)).text()
  const link = /href="(\/news-detail\?[^"]+)"/.exec(html)?.[1]
  if (!link) throw new Error(`${news.path} links to no /news-detail page`)
  return link.replaceAll('&amp;', '&')
}
