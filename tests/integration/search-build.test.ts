import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { backgroundWaiting, requestBegins } from '@/operations/serving-load'
import { getPayloadClient } from '@/payload/client'
import { SiteSearch } from '@/search/site-search'

import { databaseSql, watchStatements } from '../helpers/database-sql'

/**
 * Z5: the search index is built in the background after start, and takes its turns between the
 * requests being answered, not in the middle of them (a render yields to the event loop many
 * times). Patience's clock (setTimeout) stands still in these tests: only a request's end, or a
 * search waiting for the index, lets the build go on.
 */
const ARTICLES = 300
const MARK = 'Z5 后台索引'

let payload: Payload
let firstArticle: number

const { sql, counter, now, maxId } = databaseSql(() => payload)

async function loopTurns(count: number): Promise<void> {
  for (let turn = 0; turn < count; turn += 1) await new Promise((resolve) => setImmediate(resolve))
}

const terms = ['z5', '后台索引']
const page = { pageIndex: 1, pageSize: 10 }

beforeAll(async () => {
  payload = await getPayload({ config })
  const { docs: menus } = await payload.find({ collection: 'menus', where: { link: { equals: '/news' } }, depth: 0, limit: 1 })
  const newsMenuId = menus[0]?.id ?? 0
  firstArticle = (await maxId('articles')) + 1
  const a = firstArticle - 1
  await sql(
    `${counter(ARTICLES)} INSERT INTO "articles" ("id", "menu_id", "published_at", "sort_order", "_status", "updated_at", "created_at")
     SELECT ${a} + n.i, ${newsMenuId}, ${now()}, 0, 'published', ${now()}, ${now()} FROM n`,
  )
  await sql(
    `${counter(ARTICLES)} INSERT INTO "articles_locales" ("title", "_locale", "_parent_id") SELECT '${MARK} ' || n.i, 'zh', ${a} + n.i FROM n`,
  )
})

afterEach(() => {
  vi.useRealTimers()
})

afterAll(async () => {
  await sql(`DELETE FROM "articles_locales" WHERE "_parent_id" >= ${firstArticle}`)
  await sql(`DELETE FROM "articles" WHERE "id" >= ${firstArticle}`)
})

describe('Z5 the search index is built between requests', () => {
  it('Z5 the first build takes no turn while a request is being answered, and finishes with the same results once none is', async () => {
    const reference = await new SiteSearch(getPayloadClient).search('zh', terms, page)
    expect(reference.total).toBe(ARTICLES)

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const queries = watchStatements(payload)
    // Ended whatever happens: a request left in flight would slow every later build in this process.
    const ended = requestBegins()
    try {
      const search = new SiteSearch(getPayloadClient)
      let built = false
      const warming = search.warm('zh').then(() => (built = true))
      // Until the build has read its first page and waits for its turn (the database answers
      // through I/O on Postgres: a number of loop turns is not enough).
      const deadline = Date.now() + 30_000
      while (backgroundWaiting() === 0 && Date.now() < deadline) await loopTurns(1)
      expect(backgroundWaiting()).toBe(1)
      const before = queries.statements.length
      // Many more turns than a render takes: the build reads nothing more while the request lasts.
      await loopTurns(2_000)
      expect(queries.statements.length).toBe(before)
      expect(built).toBe(false)
      expect(backgroundWaiting()).toBe(1)
      ended()
      await warming
      expect(queries.statements.length).toBeGreaterThan(before + ARTICLES / 50)
      expect(await search.search('zh', terms, page)).toEqual(reference)
    } finally {
      ended()
      queries.stop()
    }
  })

  it('Z5 a search waiting for the first build is answered while requests are in flight', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const ended = requestBegins()
    try {
      const found = await new SiteSearch(getPayloadClient).search('zh', terms, page)
      expect(found.total).toBe(ARTICLES)
      expect(found.hits).toHaveLength(10)
    } finally {
      ended()
    }
  })
})
