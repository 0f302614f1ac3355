/**
 * Z6 `npm run bench:scale`: the demo and a big show side by side (SPEC §20): 50 005 registrations
 * (20 002 of them admitted at the door today: the desk's kit), 2 000 published exhibitors with
 * booths on 8 halls, 10 000 published news articles, on SQLite
 * with the server as `npm start` runs it (SERVER_NODE_ARGS: its heap limit). Prints a table and
 * writes it, with its command, to bench/results/scale.md (git-ignored) for bench/RESULTS.md.
 *
 * The big show is built in the schema the committed migrations create (the demo's database,
 * migrated and seeded by scripts/prepare.ts), by bulk SQL: each table's new rows are copies of a
 * demo row of that table (every column as the product wrote it) with the columns that make them
 * different (ids, parents, titles, numbers, dates, unique keys) set by one INSERT … SELECT over a
 * recursive counter. Going through Payload's Local API would take hours for 50 000 registrations.
 * Payload's hooks do not run (none of them is read by what is measured here: the pages and the
 * desk read what is in the tables).
 *
 * BENCH_SKIP_BUILD=1 reuses ./.next when it is newer than the sources (bench/app.ts).
 * BENCH_SCALE_DATABASE=<file> only builds the big show into that file (a migrated, seeded demo database).
 */
import fs from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'

import { SERVER_NODE_ARGS } from '../deploy/server-process.mjs'
import { copyRows, insertBigFloorPlan, one, sqlList } from './big-show'
import { SECRET_ALPHABET } from '../src/registration/secrets'
import { prepareApp, type PreparedApp, ROOT } from './app'
import { cleanupAll } from './cleanup'
import { type Child, startChild } from './process'
import { freePort, median, round, sleep } from './util'

const ARTICLES = 10_000
const EXHIBITORS = 2_000
const HALLS = 8
const REGISTRATIONS = 50_005
/** The big show's visitors are checked in within this many seconds before it is built: admitted today, as the desk's kit counts them. */
const ADMITTED_WITHIN_S = 600
const log = (message: string) => console.log(`[bench:scale] ${message}`)

type Row = { what: string; demo: string; big: string }
type Server = { baseURL: string; child: Child; readyMs: number; readyCpuMs: number }

const TICK_MS = 10 // /proc's clock ticks (USER_HZ 100)

/** The process's CPU time so far (user + system), in ms. */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS
}

/** A figure of /proc/<pid>/status in MiB (VmRSS now, VmHWM the peak so far). */
function memoryMiB(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((each) => each.startsWith(`${field}:`))
  return Math.round(Number(line?.match(/(\d+)/)?.[1] ?? 0) / 1024)
}

async function timed(url: string, pid: number, init: RequestInit = {}) {
  const cpu = cpuMs(pid)
  const started = performance.now()
  const response = await fetch(url, { redirect: 'manual', ...init, signal: AbortSignal.timeout(600_000) })
  // Read as it arrives: when the first `<url>` of a streamed sitemap came, beside the whole.
  const chunks: Buffer[] = []
  let firstUrlMs: number | null = null
  const reader = response.body?.getReader()
  for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
    chunks.push(Buffer.from(read.value))
    if (firstUrlMs === null && Buffer.from(read.value).includes('<url>')) firstUrlMs = performance.now() - started
  }
  const body = Buffer.concat(chunks)
  return { status: response.status, ms: performance.now() - started, cpuMs: cpuMs(pid) - cpu, bytes: body.length, body, firstUrlMs }
}

/** The server as npm start runs it, timed from its start until /readyz answers 200. */
async function startServer(app: PreparedApp): Promise<Server> {
  const port = await freePort()
  const baseURL = `http://127.0.0.1:${port}`
  const started = performance.now()
  const child = startChild('node', [...SERVER_NODE_ARGS, '.next/production-server.mjs'], {
    cwd: app.appDir,
    env: {
      ...app.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseURL,
      // Every request a miss: what is measured is the render, not the response cache.
      PAGE_CACHE: 'off',
      IMAGE_WARMUP: 'off',
      LOG_LEVEL: 'warn',
      MALLOC_ARENA_MAX: '2',
    },
  })
  const deadline = Date.now() + 600_000
  while (Date.now() < deadline) {
    const exit = child.exit()
    if (exit) throw new Error(`the server exited before it was ready (${exit}):\n${child.output().slice(-4000)}`)
    const status = await fetch(`${baseURL}/readyz`, { signal: AbortSignal.timeout(5000) })
      .then((response) => response.status)
      .catch(() => 0)
    if (status === 200) return { baseURL, child, readyMs: performance.now() - started, readyCpuMs: cpuMs(child.pid) }
    await sleep(250)
  }
  throw new Error('the server was not ready in 600 s')
}

/** Z6: the big show, into the demo's migrated and seeded database. */
async function buildBigShow(file: string): Promise<{ newsMenuId: number; exhibitorId: number; booth: string }> {
  const db = createClient({ url: `file:${file}` })
  await db.execute('PRAGMA journal_mode = WAL')
  const newsMenuId = await one(db, `SELECT id FROM menus WHERE link = '/news' AND _status = 'published' ORDER BY id LIMIT 1`)
  const article = await one(db, `SELECT id FROM articles WHERE menu_id = ${newsMenuId} AND _status = 'published' ORDER BY id LIMIT 1`)
  if (!newsMenuId || !article) throw new Error('the demo lacks a news article to copy')
  const base = async (table: string) => one(db, `SELECT COALESCE(MAX(id), 0) FROM "${table}"`)
  const day = 86_400_000
  // Dates as Payload writes them (ISO 8601, UTC), spread over ten years back from now.
  const isoBefore = (msExpression: string) =>
    `strftime('%Y-%m-%dT%H:%M:%fZ', ${Date.now()} / 1000.0 - (${msExpression}) / 1000.0, 'unixepoch')`

  log(`inserting ${ARTICLES} articles…`)
  const a = await base('articles')
  await db.execute('BEGIN')
  await copyRows(db, 'articles', `id = ${article}`, ARTICLES, {
    id: `${a} + n.i`,
    published_at: isoBefore(`(${ARTICLES} - n.i) * ${Math.round((3650 * day) / ARTICLES)}`),
    updated_at: isoBefore(`(${ARTICLES} - n.i) * 1000`),
    created_at: isoBefore(`(${ARTICLES} - n.i) * 1000`),
  })
  await copyRows(db, 'articles_locales', `_parent_id = ${article} AND _locale = 'zh'`, ARTICLES, {
    id: 'NULL',
    _parent_id: `${a} + n.i`,
    title: `'核电行业新闻 第 ' || n.i || ' 条：机组建设与核安全'`,
  })
  await copyRows(db, 'articles_locales', `_parent_id = ${article} AND _locale = 'zh'`, ARTICLES / 2, {
    id: 'NULL',
    _locale: `'en'`,
    _parent_id: `${a} + n.i * 2`,
    title: `'Nuclear industry news no. ' || (n.i * 2)`,
  })
  await db.execute('COMMIT')

  log(`inserting ${EXHIBITORS} exhibitors and ${HALLS} halls of their booths…`)
  const { exhibitorId, booth } = await insertBigFloorPlan(db, EXHIBITORS, HALLS)

  log(`inserting ${REGISTRATIONS} registrations…`)
  // The demo has none to copy: every column is given, as the registration form writes it.
  const r = await base('registrations')
  const days = (await db.execute(`SELECT date FROM registration_settings_show_days ORDER BY _order`)).rows.map((row) =>
    String(row.date).slice(0, 10),
  )
  const industries = (await db.execute(`SELECT value FROM registration_settings_industries ORDER BY _order`)).rows.map((row) =>
    String(row.value),
  )
  if (days.length === 0 || industries.length === 0) throw new Error('the demo has no show days or industries')
  // A registration number of the product's form (`K7M2-QH9X`: 8 letters of SECRET_ALPHABET, the
  // form the desk's kit encodes), here the counter in base 32.
  const letter = (i: string, shift: number) => `substr('${SECRET_ALPHABET}', ((${i}) >> ${shift}) % 32 + 1, 1)`
  const registrationNumber = (i: string) =>
    [35, 30, 25, 20].map((shift) => letter(i, shift)).join(' || ') +
    " || '-' || " +
    [15, 10, 5, 0].map((shift) => letter(i, shift)).join(' || ')
  const counter = (count: number) => `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})`
  await db.execute('BEGIN')
  await db.execute(
    `INSERT INTO registrations (id, registration_number, name, mobile, email, company, job_title, industry, purpose, invitation_code,
       language, notice_consent, notice_version, consented_at, share_with_exhibitors, status, badge_issue, checked_in_at,
       badge_secret, access_token_hash, badge_type, updated_at, created_at)
     ${counter(REGISTRATIONS)}
     SELECT ${r} + n.i, ${registrationNumber('n.i')}, '观众' || n.i, '139' || printf('%08d', n.i), 'visitor' || n.i || '@example.com',
       '核电设备公司 ' || (n.i % 3000), '工程师', (SELECT value FROM json_each(${sqlList([JSON.stringify(industries)])}) WHERE key = n.i % ${industries.length}),
       'procurement', CASE WHEN n.i % 3 = 0 THEN NULL ELSE 'INV' || (n.i % 500) END,
       'zh', 1, 'bench', ${isoBefore('n.i * 60000')}, n.i % 2,
       CASE WHEN n.i % 20 = 0 THEN 'waitlisted' WHEN n.i % 20 = 1 THEN 'cancelled' ELSE 'registered' END, 0,
       CASE WHEN n.i % 5 < 2 THEN ${isoBefore(`(n.i % ${ADMITTED_WITHIN_S}) * 1000`)} ELSE NULL END,
       'bench-secret-' || n.i, 'bench-token-' || n.i, 'visitor', ${isoBefore(`(${REGISTRATIONS} - n.i) * 60000`)}, ${isoBefore(`(${REGISTRATIONS} - n.i) * 60000`)}
     FROM n`,
  )
  for (const [index, value] of days.entries())
    await db.execute(
      `INSERT INTO registrations_texts ("order", parent_id, path, text)
       ${counter(REGISTRATIONS)}
       SELECT ${index + 1}, ${r} + n.i, 'days', ${sqlList([value])} FROM n WHERE (n.i + ${index}) % ${days.length + 1} != 0`,
    )
  // K2: each checked-in visitor's admission as the door stores it (src/checkin/admit.ts): one
  // admitted scan at their check-in time, on its Beijing day, keyed by the show's re-entry rule.
  const reEntry = String((await db.execute(`SELECT re_entry FROM checkin_settings LIMIT 1`)).rows[0]?.re_entry ?? 'oncePerDay')
  const beijingDay = `date(r.checked_in_at, '+8 hours')`
  const admitKey = reEntry === 'unlimited' ? 'NULL' : reEntry === 'oncePerShow' ? `CAST(r.id AS TEXT)` : `r.id || ':' || ${beijingDay}`
  const scan = await base('scans')
  await db.execute(
    `INSERT INTO scans (id, scan_id, registration_id, outcome, day, scanned_at, via, offline, double_admission, admit_key, updated_at, created_at)
     SELECT ${scan} + r.id - ${r}, 'bench-scan-' || r.id, r.id, 'admitted', ${beijingDay}, r.checked_in_at, 'camera', 0, 0, ${admitKey},
       r.checked_in_at, r.checked_in_at
     FROM registrations r WHERE r.id > ${r} AND r.checked_in_at IS NOT NULL`,
  )
  await db.execute('COMMIT')
  await db.execute('ANALYZE')
  db.close()
  return { newsMenuId, exhibitorId, booth }
}

type Target = { what: string; path: string }

async function measureSide(app: PreparedApp, targets: (ids: Ids) => Target[], ids: Ids) {
  const server = await startServer(app)
  const { baseURL, child } = server
  const figures = new Map<string, string>()
  figures.set('start until /readyz 200 (wall, CPU)', `${round(server.readyMs / 1000)} s, ${round(server.readyCpuMs / 1000)} s CPU`)
  // The first minute after /readyz: the search index is built in the background meanwhile.
  const firstMinute: { ms: number; cpuMs: number; status: number }[] = []
  const minuteEnds = Date.now() + 60_000
  while (Date.now() < minuteEnds) {
    const tick = Date.now()
    firstMinute.push(await timed(`${baseURL}/home`, child.pid))
    await sleep(Math.max(0, 1_000 - (Date.now() - tick)))
  }
  const [firstHome] = firstMinute
  if (firstHome)
    figures.set(
      'the first /home after /readyz 200',
      `${firstHome.status} · ${Math.round(firstHome.ms)} ms, ${Math.round(firstHome.cpuMs)} ms CPU`,
    )
  figures.set(
    '/home misses in the first minute (search index building)',
    `${firstMinute.filter((each) => each.status === 200).length} of ${firstMinute.length} 200 · median ${Math.round(median(firstMinute.map((each) => each.ms)))} ms, worst ${Math.round(Math.max(...firstMinute.map((each) => each.ms)))} ms · CPU median ${Math.round(median(firstMinute.map((each) => each.cpuMs)))} ms, worst ${Math.round(Math.max(...firstMinute.map((each) => each.cpuMs)))} ms`,
  )
  for (const target of targets(ids)) {
    const first = await timed(`${baseURL}${target.path}`, child.pid)
    const misses = []
    for (let turn = 0; turn < 3; turn += 1) misses.push(await timed(`${baseURL}${target.path}`, child.pid))
    figures.set(
      target.what,
      `${first.status} · first ${Math.round(first.ms)} ms · miss ${Math.round(median(misses.map((each) => each.ms)))} ms, ${Math.round(median(misses.map((each) => each.cpuMs)))} ms CPU · ${round(first.bytes / 1024)} KB` +
        // Z2: a sitemap's first URL, streamed before its last is read.
        (target.path.startsWith('/sitemap') && first.firstUrlMs !== null
          ? ` · first URL after ${Math.round(first.firstUrlMs)} ms (first), ${Math.round(median(misses.map((each) => each.firstUrlMs ?? each.ms)))} ms (miss)`
          : ''),
    )
  }
  // The admin: its dashboard (its figures) and the exports, signed in as the bench's admin.
  const login = await fetch(`${baseURL}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseURL },
    body: JSON.stringify({ email: 'bench@example.com', password: 'Bench-password-123' }),
  })
  if (login.status !== 200) throw new Error(`signing in as the bench's admin answered ${login.status}: ${await login.text()}`)
  const { token } = (await login.json()) as { token: string }
  // The admin's pages read the session cookie; the REST endpoints take either.
  const signedIn = { headers: { Cookie: `payload-token=${token}`, Authorization: `JWT ${token}` } }
  // The first opening loads the admin's code as well; the second is the page's own work.
  const dashboards = [await timed(`${baseURL}/admin`, child.pid, signedIn), await timed(`${baseURL}/admin`, child.pid, signedIn)]
  figures.set(
    'admin dashboard (registration figures)',
    dashboards
      .map((each, turn) => `${turn === 0 ? 'first' : 'again'} ${each.status} · ${Math.round(each.ms)} ms, ${Math.round(each.cpuMs)} ms CPU`)
      .join('; '),
  )
  // Payload's admin shell with none of the dashboard's figures: what of the dashboard's time is Payload's.
  const shell = await timed(`${baseURL}/admin/account`, child.pid, signedIn)
  figures.set(
    "admin account page (Payload's admin shell alone)",
    `${shell.status} · ${Math.round(shell.ms)} ms, ${Math.round(shell.cpuMs)} ms CPU`,
  )
  const figuresApi = await timed(`${baseURL}/api/scans/figures`, child.pid, signedIn)
  figures.set(
    'check-in figures (/api/scans/figures)',
    `${figuresApi.status} · ${Math.round(figuresApi.ms)} ms, ${Math.round(figuresApi.cpuMs)} ms CPU`,
  )
  const kits = []
  for (let turn = 0; turn < 3; turn += 1) kits.push(await timed(`${baseURL}/api/scans/kit`, child.pid, signedIn))
  const kit = kits[0]
  if (kit)
    figures.set(
      "the desk's offline kit (/api/scans/kit)",
      `${kit.status} · first ${Math.round(kit.ms)} ms · then ${kits
        .slice(1)
        .map((each) => `${Math.round(each.ms)} ms, ${Math.round(each.cpuMs)} ms CPU`)
        .join('; ')} · ${round(kit.bytes / 1024)} KB`,
    )
  for (const format of ['csv', 'xlsx']) {
    const probes: number[] = []
    let failed = 0
    let peak = 0
    let exporting = true
    const probing = (async () => {
      while (exporting) {
        const started = performance.now()
        const status = await fetch(`${baseURL}/home`, { signal: AbortSignal.timeout(10_000) })
          .then(async (response) => (await response.arrayBuffer(), response.status))
          .catch(() => 0)
        probes.push(performance.now() - started)
        if (status !== 200) failed += 1
        peak = Math.max(peak, memoryMiB(child.pid, 'VmRSS'))
        await sleep(200)
      }
    })()
    const before = memoryMiB(child.pid, 'VmRSS')
    const file = await timed(`${baseURL}/api/registrations/export/registrations?format=${format}`, child.pid, signedIn)
    exporting = false
    await probing
    const rows = format === 'csv' ? file.body.toString('utf8').split('\r\n').length - 2 : Number.NaN
    figures.set(
      `export of all registrations (${format.toUpperCase()})`,
      `${file.status} · ${round(file.ms / 1000, 2)} s, ${round(file.cpuMs / 1000, 2)} s CPU · ${round(file.bytes / 1024 / 1024, 2)} MB${Number.isNaN(rows) ? '' : `, ${rows} rows`} · RSS ${before} → ${peak} MiB · /home probes: worst ${Math.round(Math.max(0, ...probes))} ms, ${failed} of ${probes.length} failed`,
    )
  }
  figures.set('peak RSS of the server (VmHWM)', `${memoryMiB(child.pid, 'VmHWM')} MiB`)
  await child.stop()
  return figures
}

type Ids = { newsMenuId: number; exhibitorId: number; booth: string; showMenuId: number }

const TARGETS = (ids: Ids): Target[] => [
  { what: '/home', path: '/home' },
  { what: '/news (a news menu)', path: `/news?menuId=${ids.newsMenuId}` },
  { what: '/show (first page)', path: `/show?menuId=${ids.showMenuId}` },
  { what: '/show page 160', path: `/show?menuId=${ids.showMenuId}&page=160` },
  { what: '/show keyword search', path: `/show?menuId=${ids.showMenuId}&keyword=${encodeURIComponent('核工业')}` },
  { what: '/showDetail', path: `/showDetail?id=${ids.exhibitorId}&menuId=${ids.showMenuId}` },
  { what: '/floorplan', path: '/floorplan' },
  { what: '/floorplan?booth=', path: `/floorplan?booth=${ids.booth}` },
  { what: '/search?q=核电', path: `/search?q=${encodeURIComponent('核电')}` },
  { what: '/sitemap.xml', path: '/sitemap.xml' },
  { what: '/sitemap/1.xml', path: '/sitemap/1.xml' },
  { what: '/rss.xml', path: '/rss.xml' },
]

async function main() {
  const command = `${Object.entries(process.env)
    .filter(([name]) => name.startsWith('BENCH_'))
    .map(([name, value]) => `${name}=${value} `)
    .join('')}npm run bench:scale`
  const app = await prepareApp(log)
  const file = path.join(app.dataDir, 'site.db')
  const db = createClient({ url: `file:${file}` })
  const demoIds: Ids = {
    newsMenuId: await one(db, `SELECT id FROM menus WHERE link = '/news' AND _status = 'published' ORDER BY id LIMIT 1`),
    showMenuId: await one(db, `SELECT id FROM menus WHERE link = '/show' AND _status = 'published' ORDER BY id LIMIT 1`),
    exhibitorId: await one(db, `SELECT id FROM exhibitors WHERE _status = 'published' ORDER BY id LIMIT 1`),
    booth: 'W3-101',
  }
  db.close()
  log('measuring the demo…')
  const demo = await measureSide(app, TARGETS, demoIds)
  const built = performance.now()
  const big = await buildBigShow(file)
  log(`big show built in ${round((performance.now() - built) / 1000)} s`)
  log('measuring the big show…')
  const bigFigures = await measureSide(app, TARGETS, { ...demoIds, ...big })
  const rows: Row[] = [...bigFigures.keys()].map((what) => ({ what, demo: demo.get(what) ?? '', big: bigFigures.get(what) ?? '' }))
  const table = [
    `\`${command}\` on ${app.source}, ${new Date().toISOString()}`,
    '',
    '| page or step | demo | big show |',
    '|---|---|---|',
    ...rows.map((row) => `| ${row.what} | ${row.demo} | ${row.big} |`),
  ].join('\n')
  console.log(`\n${table}\n`)
  fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true })
  fs.writeFileSync(path.join(ROOT, 'bench/results/scale.md'), `${table}\n`)
}

/** BENCH_SCALE_DATABASE=<file>: only builds the big show into that SQLite file (a migrated, seeded demo database), to look at. */
const only = process.env.BENCH_SCALE_DATABASE
;(only ? buildBigShow(only).then((ids) => log(`built: ${JSON.stringify(ids)}`)) : main())
  .catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
  .finally(() => cleanupAll())
