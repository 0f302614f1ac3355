import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { MenuItem } from '@/content-source/contract'

import { runScript, type ScriptProcess } from '../helpers/script-process'
import { TEST_ADMIN } from './global-setup'

// J5 an organiser's whole import, and I4 what it carries: one import of the run's demo into a new
// site serves both (the import is the file's cost: a Payload process that stores every picture in
// its sizes), J5's tests first, then I4's comparisons of the same new site with the old one.

const SITE_ID = 'nuclear-expo'
const SERVER = 'tests/helpers/content-api-server.ts'
const TARGET_ADMIN = { email: 'organiser@import.example', password: 'Import-journey-password' }

type Hall = { id: number; name: Record<string, string>; booths: { number: string; exhibitor: number | null }[] }
type RegistrationSettings = { notice: Record<string, string>; industries: unknown[]; showDays: unknown[]; capPerDay: number | null }
/** A menu of the wire contract, as this product's API answers it (ids are numbers). */
type SourceMenu = MenuItem & { id: number; children: SourceMenu[] }
type Article = {
  title: string
  subtitle: string
  coverUrl: string | null
  detail: string
  link: string | null
  publishedAt?: string | null
}

let source: ScriptProcess
let target: ScriptProcess | undefined
let sourceUrl: string
let targetUrl: string
let workDir: string
let dataDir: string
let targetEnv: NodeJS.ProcessEnv
let postgresName: string | undefined
const runs: { dry?: { code: number | null; output: string }; real?: { code: number | null; output: string } } = {}
let started = 0

const flatten = <M extends { children: M[] }>(menus: M[]): M[] => menus.flatMap((menu) => [menu, ...flatten(menu.children)])

/** The import run for real in J5's second test, which I4's tests compare. */
function imported(): { code: number | null; output: string } {
  if (!runs.real) throw new Error('the import did not run (J5’s second test)')
  return runs.real
}

async function list<T>(origin: string, endpoint: string, query: Record<string, string | number> = {}): Promise<T[]> {
  return (await api<T>(origin, endpoint, query)).items
}

const sha = async (url: string | null): Promise<string | null> => {
  if (!url) return null
  const response = await fetch(url)
  expect(response.status, url).toBe(200)
  return createHash('sha256')
    .update(Buffer.from(await response.arrayBuffer()))
    .digest('hex')
}

/** A menu tree as a visitor sees it: names, pages and nesting, without the ids each database gave. */
const shape = (menus: SourceMenu[]): unknown =>
  menus.map(({ nameCN, nameEN, siteName, link, children }) => ({ nameCN, nameEN, siteName, link, children: shape(children) }))

/** A body without the address of the site that rendered it, its links to menus by the target's ids. */
const body = (html: string, origin: string, menuIds = new Map<number, number>()) =>
  html.replaceAll(origin, '').replace(/menuId=(\d+)/g, (link, id: string) => `menuId=${menuIds.get(Number(id)) ?? id}`)

/** Each source menu's id → the id of its copy (the trees have the same shape). */
const menuIdMap = (before: SourceMenu[], after: SourceMenu[]) =>
  new Map(flatten(before).map((menu, index) => [menu.id, flatten(after)[index]?.id ?? Number.NaN]))

async function api<T>(origin: string, endpoint: string, query: Record<string, string | number> = {}) {
  const params = new URLSearchParams({ siteId: SITE_ID, ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) })
  const response = await fetch(`${origin}/api/Website/${endpoint}?${params}`)
  expect(response.status, `${endpoint} ${params}`).toBe(200)
  const body = (await response.json()) as { data: { items: T[] } }
  return { items: body.data.items, language: response.headers.get('content-language') }
}

async function signIn(origin: string, account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  })
  const body = (await response.json()) as { token?: string }
  expect(response.status, `sign-in at ${origin}`).toBe(200)
  return body.token ?? ''
}

async function rest<T>(origin: string, pathAndQuery: string, token?: string): Promise<T> {
  const response = await fetch(`${origin}${pathAndQuery}`, { headers: token ? { Authorization: `JWT ${token}` } : {} })
  expect(response.status, pathAndQuery).toBe(200)
  return (await response.json()) as T
}

const importCommand = (...extra: string[]) =>
  runScript('scripts/import.ts', ['--from', sourceUrl, '--site-id', SITE_ID, ...extra], {
    ...targetEnv,
    IMPORT_SOURCE_PASSWORD: TEST_ADMIN.password,
  })

beforeAll(async () => {
  started = Date.now()
  // The old site: another instance of this product, the run's demo exhibition, serving its API.
  source = runScript(SERVER, [], process.env)
  sourceUrl = await source.line(/^http:\/\//)
  // The new site: a data folder (and database) that do not exist yet.
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-import-journey-'))
  dataDir = path.join(workDir, 'new-site')
  const server = process.env.TEST_DATABASE_URL
  postgresName = server ? `expo_journey_${process.pid}` : undefined
  const databaseUrl = server
    ? Object.assign(new URL(server), { pathname: `/${postgresName}` }).toString()
    : `file:${path.join(dataDir, 'site.db')}`
  targetEnv = { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, MEDIA_DIR: '' }
  delete targetEnv.PAYLOAD_SECRET
}, 300_000)

afterAll(async () => {
  await Promise.all([source?.stop(), target?.stop()])
  const server = process.env.TEST_DATABASE_URL
  if (server && postgresName) execFileSync('psql', [server, '-qtAc', `drop database if exists ${postgresName} with (force)`])
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true })
  console.log(`J5 import journey: ${Math.round((Date.now() - started) / 1000)} s`)
})

const postgresDatabaseExists = () => {
  const server = process.env.TEST_DATABASE_URL
  if (!server || !postgresName) return false
  return (
    execFileSync('psql', [server, '-qtAc', `select count(*) from pg_database where datname = '${postgresName}'`])
      .toString()
      .trim() !== '0'
  )
}

describe('J5 an organiser leaving the old backend', () => {
  it('J5 the rehearsal (--dry-run) writes nothing, not even the database, speaks Chinese and names what is not carried without an account', async () => {
    const dry = importCommand('--dry-run')
    runs.dry = { code: await dry.exited, output: dry.output() }
    expect(runs.dry.output).toContain('导入预演（--dry-run，未写入任何内容）：')
    expect(runs.dry.output).toMatch(/合计：新建 \d+，更新 \d+，未变 0，失败 0/)
    expect(runs.dry.code).toBe(0)
    expect(fs.existsSync(dataDir)).toBe(false)
    expect(postgresDatabaseExists()).toBe(false)
    // Without an account at the old site its registration settings are not readable: said, with what to do.
    expect(runs.dry.output).toMatch(/观众登记设置：原站的观众登记设置只给其管理员看：加 --source-user/)
    expect(runs.dry.output).toContain('个人信息处理告知、所属行业、展期（各日）')
    const lines = runs.dry.output.split('\n').filter((line) => line.trim() !== '')
    expect(lines.filter((line) => !/\p{Script=Han}/u.test(line))).toEqual([])
  }, 300_000)

  it('J5 the import carries everything, with the old site’s account for its registration settings, in Chinese only', async () => {
    const real = importCommand('--source-user', TEST_ADMIN.email)
    runs.real = { code: await real.exited, output: real.output() }
    expect(runs.real.output).toMatch(/合计：新建 \d+，更新 \d+，未变 0，失败 0/)
    expect(runs.real.output).not.toContain('原站没有、需要在本站补上的')
    expect(runs.real.output).toMatch(/展位图（展馆）：新建 [1-9]/)
    expect(runs.real.output).toMatch(/观众登记设置：新建 0，更新 1/)
    expect(runs.real.code).toBe(0)
    // Nothing but Chinese: no runtime warning either (on Postgres, pg's warning of a query handed
    // to the run's transaction while it was busy was one).
    const lines = runs.real.output.split('\n').filter((line) => line.trim() !== '')
    expect(lines.filter((line) => !/\p{Script=Han}/u.test(line))).toEqual([])
    // The organiser then starts the site as `npm start` does: migrations, no demo over the imported content, an admin.
    const prepare = runScript('scripts/prepare.ts', [], {
      ...targetEnv,
      ADMIN_EMAIL: TARGET_ADMIN.email,
      ADMIN_PASSWORD: TARGET_ADMIN.password,
    })
    expect(await prepare.exited, prepare.output()).toBe(0)
    expect(prepare.output()).toContain('Database has content: not seeding.')
    target = runScript(SERVER, [], targetEnv)
    targetUrl = await target.line(/^http:\/\//)
  }, 480_000)

  it('J5 an old link names the same item: every article and exhibitor id of the old site opens the same title here', async () => {
    const menus = flatten((await api<SourceMenu>(sourceUrl, 'GetMenuList')).items)
    let articles = 0
    for (const menu of menus.filter((item) => item.link === '/news')) {
      const { items } = await api<{ id: number; title: string }>(sourceUrl, 'GetArticleList', {
        menuId: menu.id,
        pageIndex: 1,
        pageSize: 100,
      })
      for (const article of items) {
        const [copy] = (await api<{ id: number; title: string }>(targetUrl, 'GetArticleDetail', { id: article.id })).items
        expect(copy?.title, `/news-detail?id=${article.id}`).toBe(article.title)
        articles += 1
      }
      // ?menuId= of the old site's links lists the same articles.
      const here = await api<{ title: string }>(targetUrl, 'GetArticleList', { menuId: menu.id, pageIndex: 1, pageSize: 100 })
      expect(here.items.map((item) => item.title)).toEqual(items.map((item) => item.title))
    }
    expect(articles).toBeGreaterThanOrEqual(12)
    const exhibitors = (await api<{ id: number; nameCN: string }>(sourceUrl, 'GetExhibitorList', { pageIndex: 1, pageSize: 100 })).items
    expect(exhibitors.length).toBeGreaterThanOrEqual(20)
    for (const exhibitor of exhibitors) {
      const [copy] = (await api<{ nameCN: string }>(targetUrl, 'GetExhibitorDetail', { id: exhibitor.id })).items
      expect(copy?.nameCN, `/showDetail?id=${exhibitor.id}`).toBe(exhibitor.nameCN)
    }
  })

  it('J5 the English edition, the floor plan and the registration settings are the old site’s', async () => {
    const menus = flatten((await api<SourceMenu>(sourceUrl, 'GetMenuList')).items)
    let english = 0
    for (const menu of menus.filter((item) => item.link === '/news')) {
      const query = { menuId: menu.id, pageIndex: 1, pageSize: 100, lang: 'en' }
      const [was, now] = await Promise.all([
        api<{ title: string }>(sourceUrl, 'GetArticleList', query),
        api<{ title: string }>(targetUrl, 'GetArticleList', query),
      ])
      expect(now.language).toBe('en')
      expect(now.items.map((item) => item.title)).toEqual(was.items.map((item) => item.title))
      english += was.items.length
    }
    expect(english).toBeGreaterThan(0)
    const [siteWas, siteNow] = await Promise.all([
      api<{ siteName: string }>(sourceUrl, 'GetSiteConfig', { lang: 'en' }),
      api<{ siteName: string }>(targetUrl, 'GetSiteConfig', { lang: 'en' }),
    ])
    expect(siteNow.items[0]?.siteName).toBe(siteWas.items[0]?.siteName)
    expect(siteNow.items[0]?.siteName).toBeTruthy()

    const halls = (query: string, origin: string) => rest<{ docs: Hall[] }>(origin, `/api/halls?${query}`)
    const shape = ({ docs }: { docs: Hall[] }) =>
      docs.map(({ id, name, booths }) => ({ id, name, booths: booths.map(({ number, exhibitor }) => ({ number, exhibitor })) }))
    const query = 'locale=all&depth=0&pagination=false&sort=sortOrder'
    const [hallsWas, hallsNow] = await Promise.all([halls(query, sourceUrl), halls(query, targetUrl)])
    expect(hallsWas.docs.length).toBeGreaterThan(0)
    expect(shape(hallsNow)).toEqual(shape(hallsWas))
    // The plan is drawn here from the imported SVG: the same booths in it.
    const planned = async (origin: string) =>
      (
        await rest<{ docs: { planBoothIds: string[] }[] }>(
          origin,
          `/api/halls?${query}`,
          await signIn(origin, origin === sourceUrl ? TEST_ADMIN : TARGET_ADMIN),
        )
      ).docs.map((hall) => hall.planBoothIds)
    expect(await planned(targetUrl)).toEqual(await planned(sourceUrl))

    const settings = async (origin: string, account: { email: string; password: string }) =>
      rest<RegistrationSettings>(origin, '/api/globals/registration-settings?locale=all&depth=0', await signIn(origin, account))
    const [was, now] = await Promise.all([settings(sourceUrl, TEST_ADMIN), settings(targetUrl, TARGET_ADMIN)])
    expect(was.industries.length).toBeGreaterThan(0)
    expect(now.notice).toEqual(was.notice)
    expect(now.notice.en).toBeTruthy()
    expect(now.industries).toEqual(was.industries)
    expect(now.showDays).toEqual(was.showDays)
    expect(now.capPerDay).toBe(was.capPerDay)
  })

  it('J5 running the import again changes nothing', async () => {
    const again = importCommand('--source-user', TEST_ADMIN.email)
    const code = await again.exited
    expect(again.output()).toMatch(/合计：新建 0，更新 0，未变 [1-9]\d*，失败 0/)
    expect(code).toBe(0)
  }, 300_000)
})

describe('I4 importing from this product’s own content API into an empty database', () => {
  it('I4 the import of the demo exhibition ends with status 0 and a summary of what it created', () => {
    expect(imported().output).toMatch(/合计：新建 \d+，更新 \d+，未变 0，失败 0/)
    expect(imported().output).not.toContain('✗')
    expect(imported().code).toBe(0)
  })

  it('I4 the menus are the source’s: names, pages, nesting, icon and cover bytes', async () => {
    const [before, after] = await Promise.all([list<SourceMenu>(sourceUrl, 'GetMenuList'), list<SourceMenu>(targetUrl, 'GetMenuList')])
    expect(flatten(before).length).toBeGreaterThan(5)
    expect(shape(after)).toEqual(shape(before))
    const pairs = flatten(before).map((menu, index) => [menu, flatten(after)[index]] as const)
    for (const [was, now] of pairs) {
      expect(await sha(now?.iconUrl ?? null), `${was.nameCN} icon`).toBe(await sha(was.iconUrl))
      expect(await sha(now?.coverUrl ?? null), `${was.nameCN} cover`).toBe(await sha(was.coverUrl))
    }
  })

  it('I4 every menu’s articles have the source’s titles, bodies and cover bytes', async () => {
    const [before, after] = await Promise.all([list<SourceMenu>(sourceUrl, 'GetMenuList'), list<SourceMenu>(targetUrl, 'GetMenuList')])
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
    const menuIds = menuIdMap(
      ...(await Promise.all([list<SourceMenu>(sourceUrl, 'GetMenuList'), list<SourceMenu>(targetUrl, 'GetMenuList')])),
    )
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
    const [before, after] = await Promise.all([list<SourceMenu>(sourceUrl, 'GetMenuList'), list<SourceMenu>(targetUrl, 'GetMenuList')])
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
