import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { prepareData, startServer, type RunningServer } from '../e2e/server'
import { waitFor } from '../helpers/poll'
import { createDatabase, query, startCluster, stopCluster } from '../helpers/postgres'

// A cluster of this test's own: it is stopped and started again underneath a running server. Its
// port is below Linux's ephemeral range (32768–60999): no client socket or port-0 server of the
// suites running beside it can hold the port when the cluster starts or starts again.
const CLUSTER_DIR = path.join(os.tmpdir(), `expo-ops-loss-${process.pid}`)
const CLUSTER_PORT = 15_438
const env = { PAYLOAD_SECRET: 'database-loss-test-secret-0123456789ab', PUBLIC_URL: 'http://expo.test' }

describe('O1 O4 the database lost while serving, and back', () => {
  let server: RunningServer
  let dataDir: string
  let articles: { id: number; title: string }[]

  beforeAll(async () => {
    const database = await createDatabase(startCluster(CLUSTER_DIR, CLUSTER_PORT), 'expo_loss')
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-ops-loss-data-'))
    prepareData(dataDir, { DATABASE_URL: database.url, ...env })
    articles = await query<{ id: number; title: string }>(
      database.url,
      "select a.id, l.title from articles a join articles_locales l on l._parent_id = a.id and l._locale = 'zh' order by a.id limit 2",
    )
    server = await startServer(dataDir, { DATABASE_URL: database.url, ...env })
  })

  afterAll(async () => {
    await server?.stop()
    try {
      stopCluster(CLUSTER_DIR)
    } catch {
      // Already stopped by a failed test.
    }
    fs.rmSync(CLUSTER_DIR, { recursive: true, force: true })
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('O4 cached pages keep answering, others give the friendly page with 503, /readyz 503; all back within seconds', async () => {
    const [seen, unseen] = articles
    if (!seen || !unseen) throw new Error('the seed has fewer than two articles')
    const cachedPage = `${server.baseURL}/news-detail?id=${seen.id}`
    const uncachedPage = `${server.baseURL}/news-detail?id=${unseen.id}`
    expect((await fetch(cachedPage)).status).toBe(200)
    await waitFor('the page to be cached', async () => ((await fetch(cachedPage)).headers.get('x-cache') === 'HIT' ? true : undefined))

    stopCluster(CLUSTER_DIR)
    const cached = await fetch(cachedPage)
    expect(cached.status).toBe(200)
    expect(await cached.text()).toContain(seen.title)
    const degraded = await fetch(uncachedPage)
    expect(degraded.status).toBe(503)
    expect(degraded.headers.get('cache-control')).toBe('no-store')
    expect(degraded.headers.get('retry-after')).toBe('5')
    expect(await degraded.text()).toContain('内容暂时无法加载')
    const notReady = await fetch(`${server.baseURL}/readyz`)
    expect(notReady.status).toBe(503)
    expect(((await notReady.json()) as { reason: string }).reason).toContain('database unreachable')
    expect((await fetch(`${server.baseURL}/healthz`)).status).toBe(200)

    startCluster(CLUSTER_DIR, CLUSTER_PORT)
    const back = Date.now()
    await waitFor(
      '/readyz to say ready again',
      async () => ((await fetch(`${server.baseURL}/readyz`)).status === 200 ? true : undefined),
      10_000,
      100,
    )
    // O1: the degraded render was not kept: the page now shows the article.
    const recovered = await waitFor(
      'the uncached page to render whole',
      async () => {
        const answer = await fetch(uncachedPage)
        return answer.status === 200 ? answer.text() : undefined
      },
      10_000,
      100,
    )
    expect(recovered).toContain(unseen.title)
    expect(Date.now() - back).toBeLessThan(10_000)
  })
})
