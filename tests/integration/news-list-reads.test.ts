import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getMenuArticles } from '@/content-source/queries/columns'
import { readingLocale } from '@/content-source/queries/published'

/**
 * Z1: a news list reads whole articles (their texts in every language, their rich text) for the
 * page it shows only. The database sorts the menu's articles by id and date alone; a read of
 * whole documents sorted in the database would gather every article's texts before keeping ten.
 * The statements are seen at the database client (libsql's `execute`, pg's `query`).
 */
const ARTICLES = 300
const MARK = 'Z1 新闻列表'

let payload: Payload
let newsMenuId: number
let firstArticle: number

type Adapter = { drizzle: unknown; execute: (args: { drizzle: unknown; raw: string }) => Promise<{ rows: Record<string, unknown>[] }> }
const sql = (raw: string) => (payload.db as unknown as Adapter).execute({ drizzle: (payload.db as unknown as Adapter).drizzle, raw })
const counter = (count: number) => `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})`
const now = () => ('client' in (payload.db as object) ? `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')` : 'CURRENT_TIMESTAMP')

type Client = { execute?: (...args: unknown[]) => Promise<unknown>; query?: (...args: unknown[]) => Promise<unknown> }

/** The text of every statement the database client runs while `read` runs. */
async function statements<T>(read: () => Promise<T>): Promise<{ result: T; texts: string[] }> {
  const db = payload.db as unknown as { client?: Client; pool?: Client }
  const client = db.client ?? db.pool
  const method = db.client ? 'execute' : 'query'
  const original = client?.[method]
  if (!client || !original) throw new Error('no database client to watch')
  const texts: string[] = []
  client[method] = (...args: unknown[]) => {
    const [first] = args
    texts.push(
      typeof first === 'string' ? first : String((first as { sql?: string; text?: string }).sql ?? (first as { text?: string }).text),
    )
    return original.apply(client, args)
  }
  try {
    return { result: await read(), texts }
  } finally {
    client[method] = original
  }
}

beforeAll(async () => {
  payload = await getPayload({ config })
  const { docs: menus } = await payload.find({ collection: 'menus', where: { link: { equals: '/news' } }, depth: 0, limit: 1 })
  newsMenuId = menus[0]?.id ?? 0
  firstArticle = Number((await sql(`SELECT COALESCE(MAX(id), 0) AS "max" FROM "articles"`)).rows[0]?.max ?? 0) + 1
  const a = firstArticle - 1
  await sql(
    `${counter(ARTICLES)} INSERT INTO "articles" ("id", "menu_id", "published_at", "sort_order", "_status", "updated_at", "created_at")
     SELECT ${a} + n.i, ${newsMenuId}, ${now()}, 0, 'published', ${now()}, ${now()} FROM n`,
  )
  await sql(
    `${counter(ARTICLES)} INSERT INTO "articles_locales" ("title", "_locale", "_parent_id") SELECT '${MARK} ' || n.i, 'zh', ${a} + n.i FROM n`,
  )
})

afterAll(async () => {
  await sql(`DELETE FROM "articles_locales" WHERE "_parent_id" >= ${firstArticle}`)
  await sql(`DELETE FROM "articles" WHERE "id" >= ${firstArticle}`)
})

describe('Z1 a news list reads whole articles for its page only', () => {
  it('Z1 the articles\u2019 texts are read by the ids of the page, the menu\u2019s hundreds sorted without them', async () => {
    for (const pageIndex of [1, 20]) {
      const { result, texts } = await statements(() =>
        readingLocale('zh', () => getMenuArticles(payload, newsMenuId, { pageIndex, pageSize: 10, includeSubmenus: true })),
      )
      expect(result.total).toBeGreaterThanOrEqual(ARTICLES)
      expect(result.items).toHaveLength(10)
      const texting = texts.filter((text) => text.includes('articles_locales'))
      expect(texting.length, `page ${pageIndex}`).toBeGreaterThan(0)
      for (const text of texting) expect(text, `page ${pageIndex}`).toMatch(/"articles"\."id" in \(/)
    }
  })

  it('Z1 the page read in two steps lists the same articles in the same order as one sorted read', async () => {
    const page = await readingLocale('zh', () => getMenuArticles(payload, newsMenuId, { pageIndex: 3, pageSize: 10 }))
    const { docs } = await payload.find({
      collection: 'articles',
      where: { and: [{ menu: { in: [newsMenuId] } }, { _status: { equals: 'published' } }] },
      depth: 0,
      page: 3,
      limit: 10,
      sort: ['-publishedAt', '-id'],
      select: { title: true },
    })
    expect(page.items.map((item) => [item.id, item.title])).toEqual(docs.map((doc) => [doc.id, doc.title]))
  })
})
