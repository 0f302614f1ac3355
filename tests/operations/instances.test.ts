import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { E2E_ADMIN, ROOT, startServer, type RunningServer } from '../e2e/server'
import { waitFor } from '../helpers/poll'
import { createDatabase, postgresServer, query } from '../helpers/postgres'
import { adminToken } from '../helpers/admin-session'

/** Queues jobs as Payload's admin or schedule would, by tests/operations/queue-job.ts on `env`'s database. */
function queueJobs(env: NodeJS.ProcessEnv, job: Record<string, unknown>, count = 1, delayMs = 0) {
  const printed = execFileSync('npx', ['tsx', 'tests/operations/queue-job.ts', JSON.stringify(job), String(count), String(delayMs)], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  })
  const [, ids, at] = /^QUEUED (\S+) (\S+)$/m.exec(printed) ?? []
  if (!ids || !at) throw new Error(`queue-job printed no ids:\n${printed}`)
  return { ids: JSON.parse(ids) as number[], at: new Date(at) }
}

const SECRET = 'operations-test-secret-0123456789abcdef'
const PUBLIC_URL = 'http://expo.test'

/** Runs scripts/prepare.ts as `npm start` does; resolves with its exit code and output. */
function prepare(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsx', 'scripts/prepare.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', (code) => resolve({ code, output }))
  })
}

async function renameArticle(baseURL: string, id: number, title: string): Promise<void> {
  const saved = await fetch(`${baseURL}/api/articles/${id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${await adminToken(baseURL)}` },
    body: JSON.stringify({ title }),
  })
  expect(saved.status).toBe(200)
}

const pageText = async (url: string) => (await fetch(url)).text()
const apiTitle = async (baseURL: string, id: number) => {
  const answer = (await (await fetch(`${baseURL}/api/Website/GetArticleDetail?siteId=nuclear-expo&id=${id}`)).json()) as {
    data: { items: { title: string }[] }
  }
  return answer.data.items[0]?.title
}

describe('O2 O4 O8 two instances on one Postgres', () => {
  let database: { url: string; drop: () => Promise<void> }
  let env: NodeJS.ProcessEnv
  const dataDirs: string[] = []
  let first: RunningServer
  let second: RunningServer
  let articles: { id: number; title: string }[]

  beforeAll(async () => {
    database = await createDatabase(postgresServer(), 'expo_ops')
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-ops-'))
    dataDirs.push(dataDir)
    env = {
      ...process.env,
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      PAYLOAD_SECRET: SECRET,
      PUBLIC_URL,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    }
  })

  afterAll(async () => {
    await Promise.allSettled([first?.stop(), second?.stop()])
    await database?.drop()
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true })
  })

  it('O2 two instances starting at once on an empty database migrate and seed it exactly once', async () => {
    const [one, two] = await Promise.all([prepare(env), prepare(env)])
    expect(one.code, one.output).toBe(0)
    expect(two.code, two.output).toBe(0)
    expect(`${one.output}\n${two.output}`).toContain('Another instance is preparing the database')
    const migrations = await query<{ name: string; count: string }>(
      database.url,
      'select name, count(*) from payload_migrations group by name',
    )
    expect(migrations.length).toBeGreaterThan(0)
    for (const migration of migrations) expect(Number(migration.count), migration.name).toBe(1)
    const seeded = [one.output, two.output].filter((output) => output.includes('Seeded the demo content.'))
    expect(seeded).toHaveLength(1)
    const [{ count: menus } = { count: '0' }] = await query<{ count: string }>(database.url, 'select count(*) from menus')
    const [{ count: roots } = { count: '0' }] = await query<{ count: string }>(
      database.url,
      "select count(*) from menus where name_c_n = '首页'",
    )
    expect(Number(menus)).toBeGreaterThan(0)
    expect(Number(roots)).toBe(1)
    articles = await query<{ id: number; title: string }>(
      database.url,
      "select a.id, l.title from articles a join articles_locales l on l._parent_id = a.id and l._locale = 'zh' order by a.id limit 3",
    )
    expect(articles).toHaveLength(3)
  })

  it("O2 an edit saved on either instance is on the other one's page and API within 1 s, both ways", async () => {
    const ownData = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-ops-'))
    dataDirs.push(ownData)
    // Each instance its own data folder and build copy, as on two machines; one database, secret and address.
    first = await startServer(env.DATA_DIR ?? '', { DATABASE_URL: database.url, PAYLOAD_SECRET: SECRET, PUBLIC_URL })
    second = await startServer(ownData, { DATABASE_URL: database.url, PAYLOAD_SECRET: SECRET, PUBLIC_URL })
    const [article] = articles
    if (!article) throw new Error('no article')
    const page = (server: RunningServer) => `${server.baseURL}/news-detail?id=${article.id}`

    for (const [editor, other, title] of [
      [first, second, '双实例测试：第一台改'],
      [second, first, '双实例测试：第二台改'],
    ] as const) {
      // The other instance has the page and the API answer cached before the edit.
      expect(await pageText(page(other))).not.toContain(title)
      expect(await apiTitle(other.baseURL, article.id)).not.toBe(title)
      expect((await fetch(page(other))).headers.get('x-cache')).toBe('HIT')
      await renameArticle(editor.baseURL, article.id, title)
      const saved = Date.now()
      await waitFor(
        `the page on the other instance to show "${title}"`,
        async () => ((await pageText(page(other))).includes(title) ? true : undefined),
        1000,
        20,
      )
      await waitFor(
        `the API on the other instance to answer "${title}"`,
        async () => ((await apiTitle(other.baseURL, article.id)) === title ? true : undefined),
        1000 - (Date.now() - saved),
        20,
      )
    }
  })

  it("G6 O2 a publish or an unpublish on either instance is in the other one's search within 1 s", async () => {
    const searchText = async (server: RunningServer, query: string) => pageText(`${server.baseURL}/search?q=${encodeURIComponent(query)}`)
    const [menu] = await query<{ id: number }>(
      database.url,
      "select id from menus where link = '/news' and _status = 'published' order by id limit 1",
    )
    if (!menu) throw new Error('no news menu')
    const title = '双实例搜索：琉璃新闻'
    const created = await fetch(`${first.baseURL}/api/articles`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${await adminToken(first.baseURL)}` },
      body: JSON.stringify({ title, menu: menu.id, publishedAt: new Date(Date.now() - 60_000).toISOString(), _status: 'published' }),
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    // The result links to the article (its title is split by the <mark> around the match).
    const link = `/news-detail?id=${doc.id}&amp;menuId=${menu.id}`
    await waitFor(
      "the other instance's search to find the new article",
      async () => ((await searchText(second, '琉璃')).includes(link) ? true : undefined),
      1000,
      20,
    )

    const unpublished = await fetch(`${second.baseURL}/api/articles/${doc.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${await adminToken(second.baseURL)}` },
      body: JSON.stringify({ _status: 'draft' }),
    })
    expect(unpublished.status).toBe(200)
    await waitFor(
      "the first instance's search to drop the unpublished article",
      async () => ((await searchText(first, '琉璃')).includes('没有找到与') ? true : undefined),
      1000,
      20,
    )
  })

  it('E5 a publish scheduled on the jobs queue runs exactly once across instances and is live on both within 60 s of its time', async () => {
    const created = await fetch(`${first.baseURL}/api/articles?draft=true`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${await adminToken(first.baseURL)}` },
      body: JSON.stringify({ title: 'E5 双实例定时发布', publishedAt: new Date().toISOString() }),
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    const liveOn = async (server: RunningServer) => {
      const answer = (await (await fetch(`${server.baseURL}/api/Website/GetArticleDetail?siteId=nuclear-expo&id=${doc.id}`)).json()) as {
        data?: { items?: { title: string }[] }
      }
      return answer.data?.items?.[0]?.title === 'E5 双实例定时发布'
    }
    for (const server of [first, second]) expect(await liveOn(server)).toBe(false)
    // Its time, as the script queued it: 60 s count from there, not from before the script loaded Payload.
    const { at } = queueJobs(
      env,
      { task: 'schedulePublish', input: { type: 'publish', doc: { relationTo: 'articles', value: doc.id } } },
      1,
      2000,
    )
    for (const server of [first, second]) {
      await waitFor(
        `the scheduled article live on ${server.baseURL}`,
        async () => ((await liveOn(server)) ? true : undefined),
        60_000 - (Date.now() - at.getTime()),
        250,
      )
    }
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime())
    const published = await query<{ count: string }>(
      database.url,
      "select count(*) from _articles_v where parent_id = $1 and version__status = 'published'",
      [doc.id],
    )
    expect(Number(published[0]?.count)).toBe(1)
  })

  it('O4 /healthz says the process is alive, /readyz that the database answers and is migrated', async () => {
    const health = await fetch(`${first.baseURL}/healthz`)
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok' })
    const ready = await fetch(`${first.baseURL}/readyz`)
    expect(ready.status).toBe(200)
    expect(ready.headers.get('cache-control')).toBe('no-store')
    expect(await ready.json()).toEqual({ status: 'ready' })
  })

  it('O8 one JSON log line per request with its id, which the client gets back (X12: never one the client chose)', async () => {
    const answer = await fetch(`${first.baseURL}/home?log-test=1`, { headers: { 'X-Request-Id': 'probe-o8-1' } })
    const id = answer.headers.get('x-request-id') ?? ''
    expect(id).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/)
    const line = await waitFor('the log line of the request', async () =>
      first
        .output()
        .split('\n')
        .find((text) => text.includes(`"${id}"`)),
    )
    expect(first.output()).not.toContain('probe-o8-1')
    const entry = JSON.parse(line) as Record<string, unknown>
    expect(entry).toMatchObject({ level: 'info', reqId: id, method: 'GET', path: '/home?log-test=1', status: 200 })
    expect(typeof entry.ms).toBe('number')
    expect(Date.parse(String(entry.time))).toBeGreaterThan(Date.now() - 60_000)
  })

  it('O3 background jobs run exactly once across instances, and another instance takes over when the runner dies', async () => {
    const queue = (count: number) => queueJobs(env, { task: 'purgeTrash', input: {}, queue: 'maintenance' }, count).ids
    const runsOn = (server: RunningServer) =>
      server
        .output()
        .split('\n')
        .filter((text) => text.includes('"task":"purgeTrash"')).length
    // Done jobs are deleted; the schedule's own next run (waiting for 03:30) stays.
    const done = (ids: number[]) => async () => {
      const [{ count } = { count: '1' }] = await query<{ count: string }>(
        database.url,
        'select count(*) from payload_jobs where id = any($1)',
        [ids],
      )
      return Number(count) === 0 ? true : undefined
    }

    const ids = queue(6)
    expect(ids).toHaveLength(6)
    await waitFor('the queued jobs to be done', done(ids), 60_000, 250)
    const [onFirst, onSecond] = [runsOn(first), runsOn(second)]
    expect(onFirst + onSecond).toBe(6)
    // One runner, the leader: the other instance ran none.
    expect([onFirst, onSecond].sort()).toEqual([0, 6])

    // The leader dies without a word; the other takes over at its next tick.
    const [leader, follower] = onFirst === 6 ? [first, second] : [second, first]
    leader.kill('SIGKILL')
    await leader.exited
    const before = runsOn(follower)
    await waitFor('the surviving instance to run the new jobs', done(queue(2)), 60_000, 250)
    expect(runsOn(follower) - before).toBe(2)
    // The drain test below runs on the survivor.
    second = follower
  }, 300_000)

  it('O4 SIGTERM: no new connections, the request in flight completes, exit 0 within 10 s', async () => {
    const [, slowArticle] = articles
    if (!slowArticle) throw new Error('no article')
    // A request held up by the database: the article's table is locked until we say.
    const locker = new (await import('pg')).default.Client({ connectionString: database.url })
    await locker.connect()
    await locker.query('begin')
    await locker.query('lock table articles in access exclusive mode')
    const inFlight = fetch(`${second.baseURL}/news-detail?id=${slowArticle.id}&drain=1`).then(async (answer) => ({
      status: answer.status,
      body: await answer.text(),
    }))
    await waitFor('the page render to wait on the lock', async () => {
      const waiting = await query(
        database.url,
        "select 1 from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
      )
      return waiting.length > 0 ? true : undefined
    })
    const signalled = Date.now()
    second.kill('SIGTERM')
    await waitFor('the listener to close', async () => {
      try {
        await fetch(`${second.baseURL}/healthz`)
        return undefined
      } catch {
        return true
      }
    })
    await locker.query('commit')
    await locker.end()
    const answer = await inFlight
    expect(answer.status).toBe(200)
    expect(answer.body).toContain(slowArticle.title)
    const exit = await second.exited
    expect(exit).toEqual({ code: 0, signal: null })
    expect(Date.now() - signalled).toBeLessThan(10_000)
  })

  it('O4 a database that cannot be reached at start: a clear message and a non-zero exit within 30 s', async () => {
    const started = Date.now()
    const child = spawn('node', ['.next/production-server.mjs'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: 'postgres://postgres@127.0.0.1:9/expo', PUBLIC_URL, PORT: '9', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    expect(code).toBe(1)
    expect(output).toContain('cannot start: database unreachable')
    expect(Date.now() - started).toBeLessThan(30_000)
  })
})
