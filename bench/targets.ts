/** The four URLs under load; every goal (issues 6 and 16) applies to each. */
export type Target = {
  name: 'home' | 'news' | 'show' | 'menu'
  /** Path and query on the app. */
  path: string
  /** Synthetic path the same bytes are served under by nginx. */
  nginxPath: string
}

export const GOALS = {
  minRatioPct: 40,
  maxP99Ms: 25,
  maxErrors: 0,
  connections: 50,
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

/** Resolves /news's menuId from the app's own menu tree. */
export async function resolveTargets(baseURL: string): Promise<Target[]> {
  const menuPath = '/api/Website/GetMenuList?siteId=nuclear-expo'
  const response = await fetch(`${baseURL}${menuPath}`)
  const body = (await response.json()) as { data?: { items?: MenuNode[] } }
  const news = findNewsMenu(body.data?.items ?? [])
  if (!news) throw new Error(`GetMenuList has no menu linking to /news (status ${response.status})`)
  return [
    { name: 'home', path: '/home', nginxPath: '/bench/home' },
    { name: 'news', path: `/news?menuId=${news.id}`, nginxPath: '/bench/news' },
    { name: 'show', path: '/show', nginxPath: '/bench/show' },
    { name: 'menu', path: menuPath, nginxPath: '/bench/menu' },
  ]
}

/**
 * A page Lighthouse measures: a load target by name, or `detail`, the first news article the
 * /news target links to (a news detail page, which no load target covers).
 */
export async function lighthousePath(baseURL: string, targets: readonly Target[], name: string): Promise<string> {
  const target = targets.find((candidate) => candidate.name === name)
  if (target) return target.path
  const news = targets.find((candidate) => candidate.name === 'news')
  if (name !== 'detail' || !news) throw new Error(`BENCH_LIGHTHOUSE_PAGES: unknown page ${name} (home, news, show, detail)`)
  const html = await (await fetch(`${baseURL}${news.path}`)).text()
  const link = /href="(\/news-detail\?[^"]+)"/.exec(html)?.[1]
  if (!link) throw new Error(`${news.path} links to no /news-detail page`)
  return link.replaceAll('&amp;', '&')
}
