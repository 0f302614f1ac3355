import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { localContentSourceIn } from '@/content-source/local'
import { getExhibitorList } from '@/content-source/queries/exhibitors'
import { getBoothOnPlan, getFloorPlan, hasFloorPlan } from '@/content-source/queries/floor-plan'
import { readingDrafts } from '@/content-source/queries/published'
import { registrationStats } from '@/registration/admin/stats'
import { siteSearch } from '@/search/site-search'
import { sitemapSegments } from '@/site/seo/site-pages'
import { sitemapFile, urlsPerFile } from '@/site/seo/sitemap'

import { createAccount } from '../helpers/accounts'
import { databaseSql, statementsOf, watchStatements } from '../helpers/database-sql'
import { freshAddress, rest, signIn } from '../helpers/payload-rest'

/**
 * Z1 Z2 Z4 at a smaller size than the big show (5 000 news articles, 2 000 registrations): what a
 * page, a sitemap file and the registrations dashboard's figures read from the database stays bounded by what they
 * show, not by how much there is. The SQL statements issued and the rows they return are counted
 * at the database client (libsql's `execute`, pg's `query`).
 *
 * The rows are inserted by SQL (one statement per table, portable to SQLite and Postgres): five
 * thousand documents through the Local API would take minutes. No hook of these collections is
 * what is measured here; the reads are.
 */
const ARTICLES = 5_000
const REGISTRATIONS = 2_000
const MARK = 'Z6 bounded'

let payload: Payload
let newsMenuId: number
let firstArticle: number
let firstRegistration: number

const { sql, counter, now, maxId } = databaseSql(() => payload)

/** The statements the database client runs while `read` runs, how many, and the rows they return. */
async function counted<T>(read: () => Promise<T>) {
  const watched = await statementsOf(payload, read)
  return { ...watched, queries: watched.statements.length }
}

beforeAll(async () => {
  payload = await getPayload({ config })
  const { docs: menus } = await payload.find({ collection: 'menus', where: { link: { equals: '/news' } }, depth: 0, limit: 1 })
  newsMenuId = menus[0]?.id ?? 0
  firstArticle = (await maxId('articles')) + 1
  firstRegistration = (await maxId('registrations')) + 1
  const a = firstArticle - 1
  await sql(
    `${counter(ARTICLES)} INSERT INTO "articles" ("id", "menu_id", "published_at", "sort_order", "_status", "updated_at", "created_at")
     SELECT ${a} + n.i, ${newsMenuId}, ${now()}, 0, 'published', ${now()}, ${now()} FROM n`,
  )
  await sql(
    `${counter(ARTICLES)} INSERT INTO "articles_locales" ("title", "_locale", "_parent_id") SELECT '${MARK} ' || n.i, 'zh', ${a} + n.i FROM n`,
  )
  await sql(
    `${counter(ARTICLES / 2)} INSERT INTO "articles_locales" ("title", "_locale", "_parent_id") SELECT '${MARK} en ' || n.i, 'en', ${a} + n.i * 2 FROM n`,
  )
  const r = firstRegistration - 1
  await sql(
    `${counter(REGISTRATIONS)} INSERT INTO "registrations" ("id", "registration_number", "name", "mobile", "company", "industry", "purpose",
       "invitation_code", "notice_consent", "notice_version", "consented_at", "status", "badge_secret", "access_token_hash", "updated_at", "created_at")
     SELECT ${r} + n.i, 'Z6-' || n.i, '${MARK}', '170' || (10000000 + n.i), '${MARK}', 'energy', 'visit', 'Z6CODE' || (n.i % 7),
       true, 'z6', ${now()}, 'registered', 'z6-secret-' || n.i, 'z6-token-' || n.i,
       ${now()}, ${now()} FROM n`,
  )
  // A literal, not an expression, for Postgres's enum column.
  await sql(`UPDATE "registrations" SET "status" = 'waitlisted' WHERE "id" >= ${firstRegistration} AND "id" % 10 = 0`)
  await sql(
    `${counter(REGISTRATIONS)} INSERT INTO "registrations_texts" ("order", "parent_id", "path", "text") SELECT 1, ${r} + n.i, 'days', '2099-01-0' || (1 + n.i % 3) FROM n`,
  )
}, 120_000)

afterAll(async () => {
  await sql(`DELETE FROM "articles_locales" WHERE "_parent_id" >= ${firstArticle}`)
  await sql(`DELETE FROM "articles" WHERE "id" >= ${firstArticle}`)
  await sql(`DELETE FROM "registrations_texts" WHERE "parent_id" >= ${firstRegistration}`)
  await sql(`DELETE FROM "registrations" WHERE "id" >= ${firstRegistration}`)
})

describe('Z1 Z2 Z4 reads stay bounded by what they show', () => {
  it('Z1 a news list page, the first or the 160th, reads about its page of articles, not the 5 000', async () => {
    const source = localContentSourceIn('zh')
    for (const pageIndex of [1, 160]) {
      const { result, queries, rows } = await counted(() => source.getMenuArticles(newsMenuId, { pageIndex, pageSize: 20 }))
      expect(result.total).toBeGreaterThanOrEqual(ARTICLES)
      expect(result.items).toHaveLength(20)
      expect(queries, `page ${pageIndex}`).toBeLessThan(20)
      expect(rows, `page ${pageIndex}`).toBeLessThan(200)
    }
  })

  it('Z1 an exhibitors directory page is paged and counted by the database', async () => {
    const { result, rows } = await counted(() => localContentSourceIn('zh').getExhibitors({ pageIndex: 1, pageSize: 2 }))
    expect(result.items.length).toBeLessThanOrEqual(2)
    expect(result.total).toBeGreaterThanOrEqual(result.items.length)
    expect(rows).toBeLessThan(50)
  })

  it('Z1 a keyword search of the directory reads the names of the exhibitors in one statement, then only its page in full; the 回收站 is left out', async () => {
    const [model] = (await payload.find({ collection: 'exhibitors', limit: 1, depth: 0 })).docs
    if (!model) throw new Error('the demo has exhibitors')
    const made = await Promise.all(
      ['甲', '乙', '丙'].map((mark) =>
        payload.create({
          collection: 'exhibitors',
          data: { nameCN: `Z1 搜索展商${mark}`, nameEN: `Z1 Keyword ${mark}`, category: model.category, _status: 'published' },
          depth: 0,
        }),
      ),
    )
    try {
      await payload.delete({ collection: 'exhibitors', id: made[2]!.id, trash: true })
      const search = await counted(() => getExhibitorList(payload, { keyword: 'z1 KEYWORD', pageIndex: 1, pageSize: 1 }))
      expect(search.result.total).toBe(2)
      // The directory's order (the database's collation), as the Local API sorts them.
      const inOrder = await payload.find({
        collection: 'exhibitors',
        where: { id: { in: [made[0]!.id, made[1]!.id] } },
        sort: ['sortOrder', 'nameCN', 'id'],
        depth: 0,
      })
      expect(search.result.items.map((item) => item.nameCN)).toEqual([inOrder.docs[0]?.nameCN])
      // The names: one statement of ids and the two name columns, nothing of the documents' texts.
      const names = search.statements.filter((statement) => /name_c_n/.test(statement) && !/\bin \(/i.test(statement))
      expect(names).toHaveLength(1)
      expect(names[0]).not.toMatch(/introduction|contact|_locales/)
      // A preview (E4) finds the same through the Local API, drafts included.
      const preview = await readingDrafts(() => getExhibitorList(payload, { keyword: 'Z1 搜索展商', pageIndex: 1, pageSize: 10 }))
      expect(preview.items.map((item) => item.nameCN).sort()).toEqual(['Z1 搜索展商乙', 'Z1 搜索展商甲'])
    } finally {
      await payload.delete({ collection: 'exhibitors', where: { id: { in: made.map((each) => each.id) } }, trash: false })
    }
  })

  it('Z1 B5 an exhibitor\u2019s profile reads the booths of the hall that lets it one, not the whole plan; the sitemap counts the halls', async () => {
    const [model] = (await payload.find({ collection: 'exhibitors', limit: 1, depth: 0 })).docs
    if (!model) throw new Error('the demo has exhibitors')
    const exhibitor = await payload.create({
      collection: 'exhibitors',
      data: { nameCN: `${MARK} 展商`, category: model.category, _status: 'published' },
      depth: 0,
    })
    const big = (await maxId('halls')) + 1
    const small = big + 1
    try {
      for (const [hall, order] of [
        [big, 998],
        [small, 999],
      ]) {
        await sql(
          `INSERT INTO "halls" ("id", "sort_order", "_status", "updated_at", "created_at") VALUES (${hall}, ${order}, 'published', ${now()}, ${now()})`,
        )
        await sql(`INSERT INTO "halls_locales" ("name", "_locale", "_parent_id") VALUES ('${MARK} ${hall}', 'zh', ${hall})`)
      }
      // A hall of a thousand booths not let, and another whose one booth is this exhibitor's.
      await sql(
        `${counter(1000)} INSERT INTO "halls_booths" ("_order", "_parent_id", "id", "booth_id", "number", "exhibitor_id")
         SELECT n.i, ${big}, 'z6-booth-' || n.i, 'z6-booth-' || n.i, 'Z6-' || n.i, NULL FROM n`,
      )
      await sql(
        `INSERT INTO "halls_booths" ("_order", "_parent_id", "id", "booth_id", "number", "exhibitor_id")
         VALUES (1, ${small}, 'z6-let', 'z6-let', 'Z6-LET', ${exhibitor.id})`,
      )
      const booth = await counted(() => getBoothOnPlan(payload, exhibitor.id))
      expect(booth.result).toBe('Z6-LET')
      // What it was before: the whole plan, every booth of every hall with its tenant's names.
      const plan = await counted(() => getFloorPlan(payload))
      expect(plan.result.halls.reduce((sum, hall) => sum + hall.booths.length, 0)).toBeGreaterThan(1000)
      expect(plan.bytes).toBeGreaterThan(50_000)
      expect(booth.bytes).toBeLessThan(5_000)
      expect(await getBoothOnPlan(payload, exhibitor.id + 1_000_000)).toBeNull()

      const halls = await counted(() => hasFloorPlan(payload))
      expect(halls.result).toBe(true)
      expect(halls.queries).toBe(1)
      expect(halls.rows).toBeLessThanOrEqual(1)
    } finally {
      await sql(`DELETE FROM "halls_booths" WHERE "_parent_id" IN (${big}, ${small})`)
      await sql(`DELETE FROM "halls_locales" WHERE "_parent_id" IN (${big}, ${small})`)
      await sql(`DELETE FROM "halls" WHERE "id" IN (${big}, ${small})`)
      await payload.delete({ collection: 'exhibitors', id: exhibitor.id })
    }
  })

  it('Z2 the sitemap counts in one statement and reads a page of ids and dates at a time, in both editions', async () => {
    const sitemap = localContentSourceIn('zh').sitemap
    const english = localContentSourceIn('en').sitemap
    if (!sitemap || !english) throw new Error('the local source reads the sitemap')
    const count = await counted(() => sitemap.count({ kind: 'articles', menuIds: [newsMenuId] }))
    expect(count.result).toBeGreaterThanOrEqual(ARTICLES)
    expect(count.rows).toBeLessThanOrEqual(2)
    expect((await english.count({ kind: 'articles', menuIds: [newsMenuId] })) - ARTICLES / 2).toBeLessThan(count.result - ARTICLES + 1)

    for (const pageIndex of [1, 3]) {
      const page = await counted(() => sitemap.rows({ kind: 'articles', menuIds: [newsMenuId], pageIndex, pageSize: 1000 }))
      expect(page.result).toHaveLength(1000)
      // One statement of ids, menus, dates and the other edition's say: no per-document reads after it.
      expect(page.queries, `page ${pageIndex}`).toBe(1)
      // The page's rows, and which of them English lists too: never the whole collection.
      expect(page.rows, `page ${pageIndex}`).toBeLessThanOrEqual(2 * 1000 + 10)
    }
    const rows = await sitemap.rows({ kind: 'articles', menuIds: [newsMenuId], pageIndex: 1, pageSize: 1000 })
    const ours = rows.filter((row) => Number(row.id) >= firstArticle)
    expect(ours.length).toBeGreaterThan(0)
    for (const row of ours) expect(row.inBothEditions, `article ${row.id}`).toBe((Number(row.id) - firstArticle + 1) % 2 === 0)
  })

  it('Z2 a sitemap file is streamed: each page of its URLs goes out after one statement of at most 1 000 rows, before the next is read', async () => {
    const origin = 'https://expo.example.cn'
    const file = sitemapFile(await sitemapSegments(), 1, origin)
    if (!file) throw new Error('5 000 articles and more make a sitemap of several files')
    const watched = watchStatements(payload)
    const pages: { statements: number; rows: number; urls: number }[] = []
    try {
      let seen = { statements: 0, rows: 0 }
      for await (const chunk of file) {
        const urls = chunk.match(/<url>/g)?.length ?? 0
        if (urls > 0) pages.push({ statements: watched.statements.length - seen.statements, rows: watched.rows - seen.rows, urls })
        seen = { statements: watched.statements.length, rows: watched.rows }
      }
    } finally {
      watched.stop()
    }
    expect(pages.reduce((sum, page) => sum + page.urls, 0)).toBe(urlsPerFile(origin))
    // The file's articles came in pages, each written out before the next page's statement ran.
    expect(pages.length).toBeGreaterThanOrEqual(5)
    for (const [index, page] of pages.entries()) {
      expect(page.statements, `page ${index}`).toBeLessThanOrEqual(1)
      expect(page.rows, `page ${index}`).toBeLessThanOrEqual(1000)
    }
    expect(watched.mostRows).toBeLessThanOrEqual(1000)
  })

  it('Z4 the registrations dashboard\u2019s figures are three grouped reads whose rows are the buckets, and agree with counting each bucket', async () => {
    const { result, queries, rows } = await counted(() => registrationStats(payload))
    expect(queries).toBe(3)
    expect(rows).toBeLessThan(200)
    for (const code of ['Z6CODE0', 'Z6CODE3']) {
      const bucket = result.byCode.find((count) => count.key === code)
      const where = { invitationCode: { equals: code } }
      const registered = await payload.count({ collection: 'registrations', where: { ...where, status: { equals: 'registered' } } })
      const waitlisted = await payload.count({ collection: 'registrations', where: { ...where, status: { equals: 'waitlisted' } } })
      expect(bucket).toMatchObject({ registered: registered.totalDocs, waitlisted: waitlisted.totalDocs })
    }
    const day = result.byDay.find((count) => count.key === '2099-01-02')
    const onDay = await payload.count({
      collection: 'registrations',
      where: { days: { in: ['2099-01-02'] }, status: { in: ['registered', 'waitlisted'] } },
    })
    expect((day?.registered ?? 0) + (day?.waitlisted ?? 0)).toBe(onDay.totalDocs)
  })

  it('Z5 the search index is built a page of 200 documents at a time, never from one read of them all', async () => {
    const { queries, mostRows } = await counted(() => siteSearch().warm('zh'))
    expect(queries).toBeGreaterThan(ARTICLES / 200)
    expect(mostRows).toBeLessThanOrEqual(200)
  })

  it('Z4 the CSV export of every registration reads them a page of 200 at a time, only the columns it writes, and streams every row', async () => {
    const account = await createAccount(payload, 'z4-export', 'admin')
    const { token } = await signIn(account.email, account.password, freshAddress())
    const {
      result: bytes,
      mostRows,
      statements,
    } = await counted(async () => {
      const answer = await rest('/api/registrations/export/registrations?format=csv', { token })
      expect(answer.status).toBe(200)
      return Buffer.from(await answer.arrayBuffer())
    })
    const text = bytes.toString('utf8')
    // The byte-order mark once, at the start (Excel and WPS read UTF-8 by it).
    expect(text.startsWith('\uFEFF"登记号"')).toBe(true)
    expect(text.indexOf('\uFEFF', 1)).toBe(-1)
    const expected = await payload.count({ collection: 'registrations', where: { anonymisedAt: { exists: false } } })
    expect(expected.totalDocs).toBeGreaterThanOrEqual(REGISTRATIONS)
    expect(text.split('\r\n').length - 2).toBe(expected.totalDocs)
    expect(text.match(/"Z6-\d+"/g)).toHaveLength(REGISTRATIONS)
    // No statement returned more than a page: never every registration at once.
    expect(mostRows).toBeLessThanOrEqual(200)
    // Only what the file holds is read: never a badge's secret or a visitor's access token.
    const reads = statements.filter((statement) => /from "registrations"/i.test(statement))
    expect(reads.length).toBeGreaterThan(REGISTRATIONS / 200)
    for (const statement of reads) expect(statement).not.toMatch(/badge_secret|access_token_hash/)
  })
})
