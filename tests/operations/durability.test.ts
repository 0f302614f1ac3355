import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient, type Client } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { prepareData, startServer, type RunningServer } from '../e2e/server'
import { adminToken } from '../helpers/admin-session'

/** One article a writer creates and then updates: the subtitles it sent, and how many were acknowledged. */
type Written = { title: string; subtitles: string[]; acknowledged: number }

/**
 * A writer: `count` REST writes as admin, one at a time, each acknowledged (2xx) before the
 * next; every fourth creates an article, the others update the newest one. Stops at the first
 * write the server does not answer (it was killed). A refused write (4xx/5xx) fails the test.
 */
async function writer(baseURL: string, token: string, name: string, count: number, onAcknowledged: () => void): Promise<Written[]> {
  const written: Written[] = []
  const headers = { 'Content-Type': 'application/json', Authorization: `JWT ${token}` }
  let id: number | undefined
  for (let index = 0; index < count; index += 1) {
    const subtitle = `v${index}`
    const creating = id === undefined || index % 4 === 0
    if (creating) written.push({ title: `durability ${name} ${index}`, subtitles: [], acknowledged: 0 })
    const article = written.at(-1)
    if (!article) throw new Error('no article')
    article.subtitles.push(subtitle)
    let answer: Response
    try {
      answer = await fetch(creating ? `${baseURL}/api/articles` : `${baseURL}/api/articles/${id}`, {
        method: creating ? 'POST' : 'PATCH',
        headers,
        body: JSON.stringify(creating ? { title: article.title, subtitle } : { subtitle }),
      })
      if (answer.status >= 300) throw new Error(`${name}: write ${index} answered ${answer.status}: ${await answer.text()}`)
      if (creating) id = ((await answer.json()) as { doc: { id: number } }).doc.id
    } catch (error) {
      if (error instanceof TypeError) return written // fetch failed: the server is gone
      throw error
    }
    article.acknowledged = article.subtitles.length
    onAcknowledged()
  }
  return written
}

/**
 * Every acknowledged create is in the database, and each article holds its last acknowledged
 * subtitle or one sent after it (a write in flight at the kill may or may not have landed).
 */
async function missingWrites(database: Client, written: Written[]): Promise<string[]> {
  const { rows } = await database.execute("select title, subtitle from articles_locales where _locale = 'zh' and title like 'durability %'")
  const stored = new Map(rows.map((row) => [String(row.title), String(row.subtitle)]))
  return written.flatMap((article) => {
    if (article.acknowledged === 0) return []
    const subtitle = stored.get(article.title)
    if (subtitle === undefined) return [`${article.title} is gone`]
    const allowed = article.subtitles.slice(article.acknowledged - 1)
    return allowed.includes(subtitle) ? [] : [`${article.title} holds ${subtitle}, expected one of ${allowed.join(', ')}`]
  })
}

describe('X6 SQLite in WAL mode with a busy timeout: acknowledged writes survive kill -9', () => {
  let dataDir = ''
  let server: RunningServer | undefined
  let database: Client

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-ops-durability-'))
    prepareData(dataDir)
    database = createClient({ url: `file:${path.join(dataDir, 'site.db')}` })
  }, 300_000)

  afterAll(async () => {
    database?.close()
    await server?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  /** Runs the writers against a fresh server, SIGKILLs it once `killAfter` writes are acknowledged, and restarts it. */
  async function killMidStream(
    writers: number,
    writesEach: number,
    killAfter: number,
  ): Promise<{ written: Written[]; acknowledged: number }> {
    const running = await startServer(dataDir)
    server = running
    const token = await adminToken(running.baseURL)
    let acknowledged = 0
    const onAcknowledged = () => {
      acknowledged += 1
      if (acknowledged === killAfter) running.kill('SIGKILL')
    }
    const results = await Promise.all(
      Array.from({ length: writers }, (_, index) => writer(running.baseURL, token, `w${index}-${writers}`, writesEach, onAcknowledged)),
    )
    // What the server printed, when it ended otherwise than by the kill.
    expect(await running.exited, running.output().slice(-4000)).toEqual({ code: null, signal: 'SIGKILL' })
    await running.stop()
    server = await startServer(dataDir)
    expect((await fetch(`${server.baseURL}/readyz`)).status).toBe(200)
    return { written: results.flat(), acknowledged }
  }

  it('X6 the database is in WAL mode, as a second connection sees it', async () => {
    const { rows } = await database.execute('PRAGMA journal_mode')
    expect(rows[0]?.journal_mode).toBe('wal')
  })

  it("X6 a second writer holding the lock (a script beside the server): the server's save waits for it instead of failing", async () => {
    server ??= await startServer(dataDir)
    const baseURL = server.baseURL
    const token = await adminToken(baseURL)
    const { rows } = await database.execute('select id from articles order by id limit 1')
    const id = Number(rows[0]?.id)
    const lock = await database.transaction('write')
    const save = fetch(`${baseURL}/api/articles/${id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({ subtitle: 'saved after the lock' }),
    })
    const heldFor = 1_000
    const early = await Promise.race([save.then(() => 'answered'), new Promise((resolve) => setTimeout(resolve, heldFor, 'waiting'))])
    expect(early).toBe('waiting')
    await lock.commit()
    expect((await save).status).toBe(200)
    const after = await database.execute({
      sql: "select subtitle from articles_locales where _parent_id = ? and _locale = 'zh'",
      args: [id],
    })
    expect(after.rows[0]?.subtitle).toBe('saved after the lock')
  })

  it('X6 kill -9 in the middle of 300 writes by one writer: every acknowledged write is there after a restart', async () => {
    await server?.stop()
    const { written, acknowledged } = await killMidStream(1, 300, 200)
    expect(acknowledged).toBeGreaterThanOrEqual(200)
    expect(acknowledged).toBeLessThan(300)
    expect(await missingWrites(database, written)).toEqual([])
    expect((await database.execute('PRAGMA integrity_check')).rows[0]?.integrity_check).toBe('ok')
  })

  it('X6 kill -9 under 8 concurrent writers × 100 writes: every acknowledged write is there after a restart', async () => {
    await server?.stop()
    const { written, acknowledged } = await killMidStream(8, 100, 400)
    expect(acknowledged).toBeGreaterThanOrEqual(400)
    expect(acknowledged).toBeLessThan(800)
    expect(await missingWrites(database, written)).toEqual([])
    expect((await database.execute('PRAGMA integrity_check')).rows[0]?.integrity_check).toBe('ok')
  })
})
