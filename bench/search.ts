/**
 * npm run bench:search (G6): the site search over BENCH_SEARCH_ARTICLES (10 000) generated,
 * published Chinese news articles of 1–2 KB on SQLite, through the real search function
 * (src/search/site-search.ts: the Payload reads and the in-process bigram index the /search page
 * uses), beside the alternative it was chosen over: SQLite FTS5 with the trigram tokenizer
 * (LIKE for two-character queries, which trigrams cannot index). Prints p50/p95 per query and
 * writes bench/results/search.json. A benchmark: it exits 0 whatever the figures are.
 */
import fs from 'node:fs'
import path from 'node:path'

import { createClient, type Client } from '@libsql/client'

import { ROOT } from './app'
import { cleanupAll, installSignalHandlers } from './cleanup'
import { runChild } from './process'
import { envNumber, round, tempDir } from './util'

const ARTICLES = envNumber('BENCH_SEARCH_ARTICLES', 10_000)
const ROUNDS = envNumber('BENCH_SEARCH_ROUNDS', 200)
const GOAL_P95_MS = 50
const RESULTS = path.join(ROOT, 'bench/results/search.json')

/** The queries measured: what visitors type, from the commonest word to one found nowhere. */
const QUERIES = [
  { label: '2-char Chinese, in most articles', query: '核电' },
  { label: '2-char Chinese, in few articles', query: '铀矿' },
  { label: '4-char Chinese', query: '安全运行' },
  { label: 'English word', query: 'reactor' },
  { label: 'two terms', query: '核电 燃料' },
  { label: 'no hit', query: '璇玑' },
] as const

const log = (line: string) => console.log(line)

// A small deterministic generator: the same articles on every run.
let seed = 20261123
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
  return seed / 2 ** 31
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T

const SUBJECTS = [
  '核电',
  '华龙一号',
  '国和一号',
  '高温气冷堆',
  '快堆',
  '小型模块化反应堆',
  '核燃料',
  '乏燃料后处理',
  '同位素',
  '辐射防护',
  '核级泵阀',
  '仪控系统',
  '核电站',
  '退役治理',
  '核技术应用',
  '蒸汽发生器',
  '主泵',
  '压力容器',
  '控制棒',
  '燃料组件',
  '冷却剂',
  '安全壳',
  '数字化仪控',
  '应急柴油机',
  '放射性废物',
  '核医学',
  '辐照装置',
  '无损检测',
  '焊接工艺',
  '锆合金',
]
/** Words few articles hold (about 1 in 100 sentences). */
const RARE = ['铀矿', '钍基熔盐', '聚变装置', '氚增殖']
const VERBS = ['推进', '完成', '启动', '通过', '实现', '发布', '签署', '展示', '交付', '研发']
const OBJECTS = [
  '安全运行',
  '示范工程',
  '关键设备',
  '国产化',
  '技术攻关',
  '合作协议',
  '调试试验',
  '装料',
  '并网发电',
  '标准体系',
  '人才培养',
  '质量管理',
]
const LATIN = ['reactor', 'AP1000', 'Hualong One', 'SMR', 'IAEA', 'fuel', 'safety']
const subject = () => (random() < 0.01 ? pick(RARE) : pick(SUBJECTS))
const sentence = () =>
  `${subject()}${pick(VERBS)}${pick(OBJECTS)}${random() < 0.03 ? `，${pick(LATIN)}` : ''}，${subject()}${pick(OBJECTS)}。`

/** About 1–2 KB of UTF-8 Chinese (3 bytes a character). */
function articleText(): string {
  const target = 1024 + Math.floor(random() * 1024)
  let text = ''
  while (Buffer.byteLength(text) < target) text += sentence()
  return text
}

const lexical = (text: string) =>
  JSON.stringify({
    root: {
      type: 'root',
      version: 1,
      direction: 'ltr',
      format: '',
      indent: 0,
      children: [
        {
          type: 'paragraph',
          version: 1,
          direction: 'ltr',
          format: '',
          indent: 0,
          textFormat: 0,
          textStyle: '',
          children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }],
        },
      ],
    },
  })

/**
 * The articles, straight into the published documents' table (the rows a publish leaves there),
 * in one transaction: 10 000 saves through Payload would take many minutes and measure nothing
 * search does.
 */
async function generateArticles(db: Client, menuId: number): Promise<{ title: string; body: string }[]> {
  const generated: { title: string; body: string }[] = []
  const now = Date.now()
  const statements = []
  for (let i = 0; i < ARTICLES; i++) {
    const title = `${subject()}${pick(VERBS)}${pick(OBJECTS)}（${i + 1}）`
    const body = articleText()
    generated.push({ title, body })
    const at = new Date(now - (ARTICLES - i) * 60_000).toISOString()
    statements.push({
      sql: "INSERT INTO articles (title, subtitle, detail, published_at, menu_id, sort_order, review_state, _status, updated_at, created_at) VALUES (?, ?, ?, ?, ?, 0, 'published', 'published', ?, ?)",
      args: [title, body.slice(0, 40), lexical(body), at, menuId, at, at],
    })
  }
  await db.batch(statements, 'write')
  return generated
}

type Figures = { p50: number; p95: number; max: number; hits: number }

async function measure(run: () => Promise<number>, rounds = ROUNDS): Promise<Figures> {
  let hits = 0
  for (let i = 0; i < 5; i++) hits = await run()
  const times: number[] = []
  for (let i = 0; i < rounds; i++) {
    const started = process.hrtime.bigint()
    await run()
    times.push(Number(process.hrtime.bigint() - started) / 1e6)
  }
  times.sort((a, b) => a - b)
  const at = (share: number) => round(times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)] ?? Number.NaN, 2)
  return { p50: at(0.5), p95: at(0.95), max: round(times.at(-1) ?? Number.NaN, 2), hits }
}

/** The alternative: an FTS5 trigram table of the same text, queried as a search page would (a count and one page by rank). */
async function measureFts(
  db: Client,
  articles: readonly { title: string; body: string }[],
): Promise<Record<string, Figures & { how: string }>> {
  await db.execute("CREATE VIRTUAL TABLE bench_search USING fts5(title, body, tokenize='trigram')")
  await db.batch(
    articles.map((article) => ({ sql: 'INSERT INTO bench_search (title, body) VALUES (?, ?)', args: [article.title, article.body] })),
    'write',
  )
  const figures: Record<string, Figures & { how: string }> = {}
  for (const { label, query } of QUERIES) {
    const terms = query.split(' ')
    // Trigrams index terms of three characters or more; shorter ones can only be scanned with LIKE.
    const short = terms.some((term) => [...term].length < 3)
    const where = short
      ? terms.map(() => "(title LIKE '%' || ? || '%' OR body LIKE '%' || ? || '%')").join(' AND ')
      : 'bench_search MATCH ?'
    const args = short ? terms.flatMap((term) => [term, term]) : [terms.map((term) => `"${term}"`).join(' AND ')]
    const order = short ? 'rowid DESC' : 'rank'
    const run = async () => {
      const [count, page] = await Promise.all([
        db.execute({ sql: `SELECT count(*) AS n FROM bench_search WHERE ${where}`, args }),
        db.execute({
          sql: `SELECT rowid, highlight(bench_search, 0, '<mark>', '</mark>') FROM bench_search WHERE ${where} ORDER BY ${order} LIMIT 10`,
          args,
        }),
      ])
      return Number(count.rows[0]?.n ?? 0) + page.rows.length * 0
    }
    figures[label] = { ...(await measure(run, Math.min(ROUNDS, 50))), how: short ? 'LIKE scan' : 'MATCH' }
  }
  return figures
}

const heapMiB = () => {
  globalThis.gc?.()
  return process.memoryUsage().heapUsed / 1024 / 1024
}

async function main(): Promise<void> {
  installSignalHandlers()
  const dataDir = tempDir('expo-bench-search-')
  const env: Record<string, string> = {
    DATABASE_URL: `file:${path.join(dataDir, 'site.db')}`,
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    ADMIN_EMAIL: 'bench@example.com',
    ADMIN_PASSWORD: 'Bench-password-123',
    LOG_LEVEL: 'warn',
  }
  log(`› seeding a throwaway SQLite database in ${dataDir} (scripts/prepare.ts)…`)
  await runChild('scripts/prepare.ts', 'npx', ['tsx', 'scripts/prepare.ts'], { cwd: ROOT, env: { ...process.env, ...env } })

  const db = createClient({ url: env.DATABASE_URL ?? '' })
  const newsMenu = await db.execute("SELECT id FROM menus WHERE link = '/news' AND _status = 'published' ORDER BY id LIMIT 1")
  const menuId = Number(newsMenu.rows[0]?.id)
  let started = Date.now()
  const articles = await generateArticles(db, menuId)
  const bytes = articles.reduce((sum, article) => sum + Buffer.byteLength(article.body), 0)
  log(
    `› ${ARTICLES} published articles generated in ${Date.now() - started} ms (average ${Math.round(bytes / ARTICLES)} bytes of UTF-8 text)`,
  )

  // The app's modules read the environment when first imported.
  Object.assign(process.env, env)
  await import('lexical')
  const { siteSearch } = await import('@/search/site-search')
  const { parseQuery } = await import('@/search/text')
  const { getPayloadClient } = await import('@/payload/client')
  const payload = await getPayloadClient()
  const search = async (query: string) => {
    const parsed = parseQuery(query)
    if (!parsed.ok) throw new Error(`"${query}" is not searchable`)
    return (await siteSearch().search('zh', parsed.terms, { pageIndex: 1, pageSize: 10 })).total
  }

  const heapBefore = heapMiB()
  started = Date.now()
  await search('核电')
  const buildMs = Date.now() - started
  const indexMiB = heapMiB() - heapBefore
  log(
    `› index built on the first search in ${buildMs} ms; heap +${round(indexMiB)} MiB${globalThis.gc ? '' : ' (without --expose-gc: approximate)'}`,
  )

  const bigram: Record<string, Figures> = {}
  for (const { label, query } of QUERIES) bigram[label] = await measure(() => search(query))

  // Fresh after a publish: the next search re-reads what changed (one article) before answering.
  const [first] = (await payload.find({ collection: 'articles', where: { menu: { equals: menuId } }, limit: 1, depth: 0 })).docs
  const afterPublish: number[] = []
  for (let i = 0; first && i < 10; i++) {
    await payload.update({ collection: 'articles', id: first.id, data: { title: `改过的标题 ${i}`, _status: 'published' }, depth: 0 })
    const at = process.hrtime.bigint()
    await search('核电')
    afterPublish.push(Number(process.hrtime.bigint() - at) / 1e6)
  }
  afterPublish.sort((a, b) => a - b)
  const refreshMs = round(afterPublish[Math.floor(afterPublish.length / 2)] ?? Number.NaN, 1)
  log(`› first search after a publish (the index re-reads what changed): median ${refreshMs} ms of 10`)

  log('› the alternative: SQLite FTS5 trigram on the same text…')
  const fts = await measureFts(db, articles)

  log(`\nG6 search, ${ARTICLES} articles on SQLite, ${ROUNDS} searches a query (first page of 10, count included), ms:`)
  log('| Query | hits | bigram index p50 / p95 / max | FTS5 trigram p50 / p95 | FTS5 does |')
  log('|---|---|---|---|---|')
  for (const { label, query } of QUERIES) {
    const ours = bigram[label]
    const theirs = fts[label]
    log(
      `| ${label} \`${query}\` | ${ours?.hits} | ${ours?.p50} / ${ours?.p95} / ${ours?.max} | ${theirs?.p50} / ${theirs?.p95} | ${theirs?.how} (${theirs?.hits} hits) |`,
    )
  }
  const worst = Math.max(...Object.values(bigram).map((figures) => figures.p95))
  log(`\nworst p95 ${worst} ms: ${worst < GOAL_P95_MS ? 'PASS' : 'MISS'} (goal < ${GOAL_P95_MS} ms)`)
  fs.mkdirSync(path.dirname(RESULTS), { recursive: true })
  fs.writeFileSync(
    RESULTS,
    `${JSON.stringify({ articles: ARTICLES, rounds: ROUNDS, buildMs, indexMiB: round(indexMiB), refreshAfterPublishMs: refreshMs, bigram, fts }, null, 2)}\n`,
  )
  log(`figures written to ${path.relative(ROOT, RESULTS)}`)
  db.close()
}

main()
  .catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
  .finally(async () => {
    await cleanupAll()
    process.exit()
  })
