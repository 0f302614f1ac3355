import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getMenuArticles } from '@/content-source/queries/columns'
import { readingLocale } from '@/content-source/queries/published'

import { databaseSql, statementsOf } from '../helpers/database-sql'

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

const { sql, counter, now, maxId } = databaseSql(() => payload)

beforeAll(async () => {
  payload = await getPayload({ config })
  const { docs: menus } = await payload.find({ collection: 'menus', where: { link: { equals: '/news' } }, depth: 0, limit: 1 })
  newsMenuId = menus[0]?.id ?? 0
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

afterAll(async () => {
  await sql(`DELETE FROM "articles_locales" WHERE "_parent_id" >= ${firstArticle}`)
  await sql(`DELETE FROM "articles" WHERE "id" >= ${firstArticle}`)
})

describe('Z1 a news list reads whole articles for its page only', () => {
  it('Z1 the articles\u2019 texts are read by the ids of the page, the menu\u2019s hundreds sorted without them', async () => {
    for (const pageIndex of [1, 20]) {
      const { result, statements: texts } = await statementsOf(payload, () =>
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
