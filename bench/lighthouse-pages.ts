/**
 * npm run bench:lighthouse: Lighthouse's SEO and accessibility scores of the pages whose goals are
 * scores (G5: SEO 100 on the English home and news pages; B5: accessibility 100 on /floorplan),
 * mobile and desktop, on an isolated build of the app (bench/app.ts, as `npm run bench`). A
 * benchmark: it prints the scores, the audits under 100 and a PASS/MISS per goal, and exits 0
 * whatever they are. BENCH_LIGHTHOUSE_RUNS (1) runs per page and form factor, medians printed;
 * BENCH_SKIP_BUILD=1 reuses ./.next when it is current.
 */
import { prepareApp, startApp } from './app'
import { cleanupAll, installSignalHandlers } from './cleanup'
import { runLighthouse, type LighthouseSummary } from './lighthouse'
import { envNumber } from './util'

type Menu = { id: number; nameEN: string; link: string; children: Menu[] }

type Goal = { page: (newsPath: string) => string; category: 'seo' | 'accessibility'; requirement: string }

const GOALS: readonly Goal[] = [
  { page: () => '/en/home', category: 'seo', requirement: 'G5' },
  { page: (newsPath) => `/en${newsPath}`, category: 'seo', requirement: 'G5' },
  { page: () => '/floorplan', category: 'accessibility', requirement: 'B5' },
]

async function main(): Promise<void> {
  installSignalHandlers()
  const log = (line: string) => console.log(line)
  const runs = envNumber('BENCH_LIGHTHOUSE_RUNS', 1)
  const app = await prepareApp(log)
  log(`sources: ${app.source}`)
  // Scores, not speed: no need to wait for the start's picture encodes.
  const server = await startApp(app, [], { IMAGE_WARMUP: 'off' })
  // The News menu's list, with its sub-menus' English news (a news menu without English news is,
  // rightly, noindex).
  const siteId = app.env.SITE_ID || 'nuclear-expo'
  const menus = (await (await fetch(`${server.baseURL}/api/Website/GetMenuList?siteId=${siteId}&lang=en`)).json()) as {
    data: { items: Menu[] }
  }
  const flat = (items: Menu[]): Menu[] => items.flatMap((menu) => [menu, ...flat(menu.children)])
  const news = flat(menus.data.items).find((menu) => menu.link === '/news' && menu.nameEN === 'News')
  if (!news) throw new Error('the site has no News menu')
  const newsPath = `/news?menuId=${news.id}`

  const verdicts: string[] = []
  for (const goal of GOALS) {
    const page = goal.page(newsPath)
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const summary: LighthouseSummary = await runLighthouse(server.baseURL, page, formFactor, runs, log)
      const score = summary.median[goal.category === 'seo' ? 'seo' : 'accessibility']
      verdicts.push(`${score === 100 ? 'PASS' : 'MISS'} ${goal.requirement} ${page} ${formFactor}: ${goal.category} ${score} (goal 100)`)
      const failing = summary.failingAudits.filter((audit) => audit.startsWith(`${goal.category}:`))
      if (failing.length > 0) log(`  audits under 100:\n    ${failing.join('\n    ')}`)
    }
  }
  log(`\nLighthouse (medians of ${runs} run${runs === 1 ? '' : 's'})\n${verdicts.join('\n')}`)
}

try {
  await main()
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  await cleanupAll()
}
