import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runScript, type ScriptProcess } from '../helpers/script-process'
import { createTestDatabase, type TestDatabase } from '../helpers/test-database'

const SITE_ID = 'nuclear-expo'
const SERVER = 'tests/helpers/content-api-server.ts'

type Menu = {
  id: number
  nameCN: string
  nameEN: string
  iconUrl: string | null
  coverUrl: string | null
  siteName: string
  link: string
  children: Menu[]
}
type Article = {
  title: string
  subtitle: string
  coverUrl: string | null
  detail: string
  link: string | null
  publishedAt?: string | null
}

let source: ScriptProcess
let target: ScriptProcess
let sourceUrl: string
let targetUrl: string
let database: TestDatabase
let dataDir: string
let imported: { code: number | null; output: string }

async function list<T>(origin: string, endpoint: string, query: Record<string, string | number> = {}): Promise<T[]> {
  const params = new URLSearchParams({ siteId: SITE_ID, ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) })
  const response = await fetch(`${origin}/api/Website/${endpoint}?${params}`)
  const body = (await response.json()) as { data: { items: T[] } }
  expect(response.status, `${endpoint} ${params}`).toBe(200)
  return body.data.items
}

const sha = async (url: string | null): Promise<string | null> => {
  if (!url) return null
  const response = await fetch(url)
  expect(response.status, url).toBe(200)
  return createHash('sha256')
    .update(Buffer.from(await response.arrayBuffer()))
    .digest('hex')
}

const flatten = (menus: Menu[]): Menu[] => menus.flatMap((menu) => [menu, ...flatten(menu.children)])

/** A menu tree as a visitor sees it: names, pages and nesting, without the ids each database gave. */
const shape = (menus: Menu[]): unknown =>
  menus.map(({ nameCN, nameEN, siteName, link, children }) => ({ nameCN, nameEN, siteName, link, children: shape(children) }))

/** A body without the address of the site that rendered it, its links to menus by the target's ids. */
const body = (html: string, origin: string, menuIds = new Map<number, number>()) =>
  html.replaceAll(origin, '').replace(/menuId=(\d+)/g, (link, id: string) => `menuId=${menuIds.get(Number(id)) ?? id}`)

/** Each source menu's id → the id of its copy (the trees have the same shape). */
const menuIdMap = (before: Menu[], after: Menu[]) =>
  new Map(flatten(before).map((menu, index) => [menu.id, flatten(after)[index]?.id ?? Number.NaN]))

beforeAll(async () => {
  // The source: the run's database with the demo exhibition, served as a site serves its API.
  source = runScript(SERVER, [], process.env)
  sourceUrl = await source.line(/^http:\/\//)
  // The target: an empty database of its own.
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-import-self-'))
  database = await createTestDatabase(dataDir)
  const targetEnv = { ...process.env, DATABASE_URL: database.url, DATA_DIR: dataDir }
  const run = runScript('scripts/import.ts', ['--from', sourceUrl, '--site-id', SITE_ID], targetEnv)
  imported = { code: await run.exited, output: run.output() }
  target = runScript(SERVER, [], targetEnv)
  targetUrl = await target.line(/^http:\/\//)
}, 600_000)

afterAll(async () => {
  await Promise.all([source?.stop(), target?.stop()])
  await database?.drop()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('I4 importing from this product’s own content API into an empty database', () => {
  it('I4 the import of the demo exhibition ends with status 0 and a summary of what it created', () => {
    expect(imported.output).toMatch(/合计：新建 \d+，更新 \d+，未变 0，失败 0/)
    expect(imported.output).not.toContain('✗')
    expect(imported.code).toBe(0)
  })

  it('I4 the menus are the source’s: names, pages, nesting, icon and cover bytes', async () => {
    const [before, after] = await Promise.all([list<Menu>(sourceUrl, 'GetMenuList'), list<Menu>(targetUrl, 'GetMenuList')])
    expect(flatten(before).length).toBeGreaterThan(5)
    expect(shape(after)).toEqual(shape(before))
    const pairs = flatten(before).map((menu, index) => [menu, flatten(after)[index]] as const)
    for (const [was, now] of pairs) {
      expect(await sha(now?.iconUrl ?? null), `${was.nameCN} icon`).toBe(await sha(was.iconUrl))
      expect(await sha(now?.coverUrl ?? null), `${was.nameCN} cover`).toBe(await sha(was.coverUrl))
    }
  })

  it('I4 every menu’s articles have the source’s titles, bodies and cover bytes', async () => {
    const [before, after] = await Promise.all([list<Menu>(sourceUrl, 'GetMenuList'), list<Menu>(targetUrl, 'GetMenuList')])
    const menuIds = menuIdMap(before, after)
    let compared = 0
    for (const [index, menu] of flatten(before).entries()) {
      const local = flatten(after)[index]
      if (!local) throw new Error(`menu ${menu.nameCN} missing`)
      const query = { pageIndex: 1, pageSize: 100 }
      const [was, now] = await Promise.all([
        list<Article>(sourceUrl, 'GetArticleList', { menuId: menu.id, ...query }),
        list<Article>(targetUrl, 'GetArticleList', { menuId: local.id, ...query }),
      ])
      expect(now.map((article) => article.title)).toEqual(was.map((article) => article.title))
      for (const [position, article] of was.entries()) {
        const copy = now[position]
        expect(body(copy?.detail ?? '', targetUrl), article.title).toBe(body(article.detail, sourceUrl, menuIds))
        expect(copy?.subtitle).toBe(article.subtitle)
        expect(copy?.publishedAt).toBe(article.publishedAt)
        expect(await sha(copy?.coverUrl ?? null), `${article.title} cover`).toBe(await sha(article.coverUrl))
        compared += 1
      }
    }
    expect(compared).toBeGreaterThanOrEqual(12)
  })

  it('I4 the settings name columns holding the same home cards, partners, footer, QR pictures and ad', async () => {
    type Config = Record<string, number | null> & { siteName: string; specialMenuIds: number[] }
    const [[was], [now]] = await Promise.all([list<Config>(sourceUrl, 'GetSiteConfig'), list<Config>(targetUrl, 'GetSiteConfig')])
    if (!was || !now) throw new Error('no site config')
    const menuIds = menuIdMap(...(await Promise.all([list<Menu>(sourceUrl, 'GetMenuList'), list<Menu>(targetUrl, 'GetMenuList')])))
    expect(now.siteName).toBe(was.siteName)
    expect(now.specialMenuIds).toHaveLength(was.specialMenuIds.length)
    for (const role of ['homeCardsInformationId', 'partnersInformationId', 'footerColumnsInformationId'] as const) {
      const [before, after] = await Promise.all([
        list<Article>(sourceUrl, 'GetArticleList', { informationId: String(was[role]) }),
        list<Article>(targetUrl, 'GetArticleList', { informationId: String(now[role]) }),
      ])
      expect(
        after.map((item) => [item.title, item.link]),
        role,
      ).toEqual(before.map((item) => [item.title, item.link]))
      for (const [index, item] of before.entries()) expect(await sha(after[index]?.coverUrl ?? null)).toBe(await sha(item.coverUrl))
    }
    for (const role of ['headerInformationId', 'footerInformationId'] as const) {
      type Information = { coverUrl: string | null; detail: string }
      const [before, after] = await Promise.all([
        list<Information>(sourceUrl, 'GetInformationList', { informationId: String(was[role]) }),
        list<Information>(targetUrl, 'GetInformationList', { informationId: String(now[role]) }),
      ])
      expect(after.map((item) => body(item.detail, targetUrl))).toEqual(before.map((item) => body(item.detail, sourceUrl, menuIds)))
      for (const [index, item] of before.entries()) expect(await sha(after[index]?.coverUrl ?? null)).toBe(await sha(item.coverUrl))
    }
    type Picture = { pictureUrl: string; link?: string | null }
    const [qrBefore, qrAfter] = await Promise.all([
      list<Picture>(sourceUrl, 'GetPictureList', { informationId: String(was.qrInformationId) }),
      list<Picture>(targetUrl, 'GetPictureList', { informationId: String(now.qrInformationId) }),
    ])
    expect(await Promise.all(qrAfter.map((item) => sha(item.pictureUrl)))).toEqual(
      await Promise.all(qrBefore.map((item) => sha(item.pictureUrl))),
    )
    const [[ad], [adCopy]] = await Promise.all([
      list<Picture>(sourceUrl, 'GetPictureList', { PictureId: String(was.adPictureId) }),
      list<Picture>(targetUrl, 'GetPictureList', { PictureId: String(now.adPictureId) }),
    ])
    expect(await sha(adCopy?.pictureUrl ?? null)).toBe(await sha(ad?.pictureUrl ?? null))
  })

  it('I4 the exhibitors and the download files are the source’s, file bytes and names included', async () => {
    type Exhibitor = { nameCN: string; booth: string; category: string; logoUrl: string | null; introduction: string }
    const paged = { pageIndex: 1, pageSize: 100 }
    const [exhibitors, copies] = await Promise.all([
      list<Exhibitor>(sourceUrl, 'GetExhibitorList', paged),
      list<Exhibitor>(targetUrl, 'GetExhibitorList', paged),
    ])
    expect(exhibitors.length).toBeGreaterThanOrEqual(20)
    const summary = (items: Exhibitor[], origin: string) =>
      items.map(({ nameCN, booth, category, introduction }) => ({ nameCN, booth, category, introduction: body(introduction, origin) }))
    expect(summary(copies, targetUrl)).toEqual(summary(exhibitors, sourceUrl))
    const [before, after] = await Promise.all([list<Menu>(sourceUrl, 'GetMenuList'), list<Menu>(targetUrl, 'GetMenuList')])
    const menuIds = menuIdMap(before, after)
    type Download = { id: number; title: string; fileName: string; fileSize: number }
    const fileBytes = async (origin: string, id: number) => {
      const response = await fetch(`${origin}/api/Website/DownloadFile`, { method: 'POST', body: JSON.stringify({ siteId: SITE_ID, id }) })
      return createHash('sha256')
        .update(Buffer.from(await response.arrayBuffer()))
        .digest('hex')
    }
    let files = 0
    for (const menu of flatten(before)) {
      const [was, now] = await Promise.all([
        list<Download>(sourceUrl, 'GetDownloadList', { menuId: menu.id }),
        list<Download>(targetUrl, 'GetDownloadList', { menuId: menuIds.get(menu.id) ?? 0 }),
      ])
      expect(now.map(({ title, fileName, fileSize }) => ({ title, fileName, fileSize }))).toEqual(
        was.map(({ title, fileName, fileSize }) => ({ title, fileName, fileSize })),
      )
      for (const [index, download] of was.entries()) {
        expect(await fileBytes(targetUrl, now[index]?.id ?? 0), download.fileName).toBe(await fileBytes(sourceUrl, download.id))
        files += 1
      }
    }
    expect(files).toBe(5)
  })
})
