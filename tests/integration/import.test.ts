import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ImportOptions } from '@/import/run'
import type { ImportReport } from '@/import/report'

import { waitFor } from '../helpers/poll'
import { runScript } from '../helpers/script-process'
import { SEED_IDS, startSeedBackend, type SeedBackend } from '../helpers/seed-backend'
import { createTestDatabase, type TestDatabase } from '../helpers/test-database'

// The import writes into an empty database of its own, not the run's seeded one: the environment
// points at it before anything that reads the environment is loaded (beforeAll).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-import-'))
const database: TestDatabase = await createTestDatabase(dataDir)
const targetEnv = { DATABASE_URL: database.url, DATA_DIR: dataDir }
Object.assign(process.env, targetEnv)

let payload: Payload
let importSite: (payload: Payload, options: ImportOptions) => Promise<ImportReport>
let backend: SeedBackend
let first: ImportReport

const quiet = { reading: () => {}, item: () => {}, bytes: () => {}, expect: () => {}, done: () => {} }

const run = (options: Partial<ImportOptions> = {}) =>
  importSite(payload, {
    from: backend.url,
    siteId: 'expo',
    config: SEED_IDS,
    dryRun: false,
    prune: false,
    timeoutMs: 400,
    retries: 2,
    progress: quiet,
    signal: new AbortController().signal,
    ...options,
  })

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex')

async function imported<T>(
  collection: 'menus' | 'articles' | 'pictures' | 'rotation-charts' | 'information-items' | 'downloads' | 'columns',
) {
  const { docs } = await payload.find({
    collection,
    where: { importSourceId: { exists: true } },
    pagination: false,
    depth: 0,
    trash: true,
    overrideAccess: true,
  })
  return docs as unknown as (T & { id: number; importSourceId: string; _status?: string; deletedAt?: string | null })[]
}

const bySource = async <T>(collection: Parameters<typeof imported>[0], sourceId: string) => {
  const found = (await imported<T>(collection)).find((doc) => doc.importSourceId === sourceId)
  if (!found) throw new Error(`${collection} ${sourceId} was not imported`)
  return found
}

const mediaBytes = async (id: number): Promise<Buffer> => {
  const media = await payload.findByID({ collection: 'media', id, depth: 0, overrideAccess: true })
  return fs.readFileSync(path.join(dataDir, 'media', 'images', media.filename ?? ''))
}

const auditCount = async () =>
  (await payload.count({ collection: 'audit-log', where: { action: { equals: 'import' } }, overrideAccess: true })).totalDocs

/** The nodes of a rich-text value, depth first. */
const nodes = (value: unknown): Record<string, unknown>[] => {
  if (typeof value !== 'object' || value === null) return []
  const node = value as Record<string, unknown> & { root?: unknown; children?: unknown[] }
  return [node, ...nodes(node.root), ...(node.children ?? []).flatMap(nodes)]
}

beforeAll(async () => {
  await import('lexical')
  const { default: config } = await import('@payload-config')
  const migration = runScript('tests/helpers/migrate-database.ts', [], process.env)
  if ((await migration.exited) !== 0) throw new Error(`the migrations failed:\n${migration.output()}`)
  payload = await getPayload({ config })
  ;({ importSite } = await import('@/import/run'))
  backend = await startSeedBackend()
  first = await run()
}, 180_000)

afterAll(async () => {
  await backend?.close()
  await payload?.destroy()
  await database.drop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('I1 importing the original backend', () => {
  it('I1 creates the menu tree with its pages, nesting, icons and covers, published', async () => {
    const menus = await imported<{ nameCN: string; link: string; parent: number | null; icon: number | null; cover: number | null }>(
      'menus',
    )
    expect(menus.map((menu) => menu.nameCN).sort()).toEqual(['首页', '新闻中心', '展会新闻', '联系我们', '展商名录'].sort())
    const news = await bySource<{ icon: number; cover: number }>('menus', '2')
    const showNews = await bySource<{ parent: number; link: string }>('menus', '3')
    expect(showNews.parent).toBe(news.id)
    // The seed's routes, as this site names them.
    expect(showNews.link).toBe('/detail')
    expect((await bySource<{ link: string }>('menus', '5')).link).toBe('/show')
    expect(sha(await mediaBytes(news.icon))).toBe(sha(backend.files.get('/upload/icon-news.png')?.data ?? Buffer.alloc(0)))
    expect(sha(await mediaBytes(news.cover))).toBe(sha(backend.files.get('/upload/banner2.png')?.data ?? Buffer.alloc(0)))
    expect(menus.every((menu) => menu._status === 'published')).toBe(true)
  })

  it('I1 stores each picture once by its bytes, under its original name, however many addresses and items use it', async () => {
    const { docs } = await payload.find({ collection: 'media', pagination: false, depth: 0, overrideAccess: true })
    const hashes = docs.map((doc) => doc.contentHash)
    expect(new Set(hashes).size).toBe(hashes.length)
    // logo.png and logo-copy.png hold the same bytes; missing.png does not exist.
    const distinct = new Set(
      [...backend.files].filter(([name, file]) => name.endsWith('.png') && file.type === 'image/png').map(([, file]) => sha(file.data)),
    )
    expect(docs).toHaveLength(distinct.size)
    // Each under the name it had at the source (the logo under the first address that served it).
    const names = [...backend.files.keys()].map((file) => file.slice('/upload/'.length))
    expect(docs.map((doc) => doc.filename).filter((name) => !names.includes(name ?? ''))).toEqual([])
    const logo = await bySource<{ cover: number }>('information-items', '111')
    const copy = await bySource<{ cover: number }>('articles', '301')
    expect(copy.cover).toBe(logo.cover)
  })

  it('I1 keeps a body’s table, pictures and links: the picture from the media library, the PDF from the file library', async () => {
    const article = await bySource<{ detail: unknown; cover: number }>('articles', '201')
    const all = nodes(article.detail)
    const types = all.map((node) => node.type)
    expect(types).toEqual(expect.arrayContaining(['table', 'tablerow', 'tablecell', 'upload', 'link']))
    const texts = all.filter((node) => node.type === 'text').map((node) => node.text)
    expect(texts).toEqual(expect.arrayContaining(['展位', '12800 元', '参展指南', '中核集团']))
    const upload = all.find((node) => node.type === 'upload') as { value: number }
    expect(sha(await mediaBytes(upload.value))).toBe(sha(backend.files.get('/upload/inline.png')?.data ?? Buffer.alloc(0)))
    const links = all.filter((node) => node.type === 'link').map((node) => decodeURI((node.fields as { url: string }).url))
    expect(links).toEqual(['/api/documents/file/参展指南.pdf', 'https://www.cnnc.com.cn/'])
    const { docs } = await payload.find({ collection: 'documents', where: { filename: { equals: '参展指南.pdf' } }, overrideAccess: true })
    const [pdf] = docs
    expect(sha(fs.readFileSync(path.join(dataDir, 'media', 'files', pdf?.filename ?? '')))).toBe(
      sha(backend.files.get('/upload/参展指南.pdf')?.data ?? Buffer.alloc(0)),
    )
    // Offered by a download, so visitors may read it (no menu: listed on no page).
    const downloads = await imported<{ file: number; menu: number | null }>('downloads')
    expect(downloads.find((download) => download.file === pdf?.id)?.menu).toBeFalsy()
  })

  it('I1 visitors get the imported body with its table, its picture and its file link from this site’s content API', async () => {
    // Loaded here: it reads the environment this file pointed at the import's database.
    const { get } = await import('../helpers/content-api')
    const news = await bySource('menus', '2')
    const answer = await get('GetArticleList', { menuId: news.id, pageIndex: 1, pageSize: 10 })
    const { items } = (answer.body as { data: { items: { title: string; detail: string; coverUrl: string | null }[] } }).data
    const article = items.find((item) => item.title.startsWith('展位价格公布'))
    expect(article?.detail).toMatch(/<table[^>]*>[\s\S]*<td[^>]*>[\s\S]*12800 元/)
    expect(article?.detail).toMatch(/<img[^>]+src="http:\/\/expo\.test\/api\/media\/file\/inline\.png"/)
    expect(article?.detail).toContain(`href="http://expo.test/api/documents/file/${encodeURIComponent('参展指南.pdf')}"`)
    expect(article?.coverUrl).toBe('http://expo.test/api/media/file/news-cover.png')
  })

  it('I1 a body the editor cannot hold (an embedded video) is kept whole as sanitized HTML, its picture local: noted, not failed', async () => {
    const article = await bySource<{ detail: unknown }>('articles', '302')
    const blocks = nodes(article.detail).filter((node) => node.type === 'block')
    expect(blocks.map((node) => (node.fields as { blockType: string }).blockType)).toEqual(['html'])
    const html = (blocks[0]?.fields as { html: string }).html
    expect(html).toMatch(/<iframe[^>]+src="https:\/\/player\.bilibili\.com\/player\.html\?bvid=BV1xx"/)
    expect(html).toMatch(/<img[^>]+src="\/api\/media\/file\/inline\.png"/)
    expect(first.notes).toContain('文章「开幕式视频」：正文中的 <iframe> 富文本无法保存，整篇存为 HTML 片段（已净化）')
    expect(first.failures.filter((failure) => failure.what.includes('开幕式视频'))).toEqual([])
    const { get } = await import('../helpers/content-api')
    const answer = await get('GetArticleList', { menuId: (await bySource('menus', '3')).id, pageIndex: 1, pageSize: 10 })
    const { items } = (answer.body as { data: { items: { title: string; detail: string }[] } }).data
    const detail = items.find((item) => item.title === '开幕式视频')?.detail
    expect(detail).toMatch(/^<p>开幕式视频：<\/p><iframe[^>]+src="https:\/\/player\.bilibili\.com\/player\.html\?bvid=BV1xx"/)
    expect(detail).toMatch(/<img[^>]+src="http:\/\/expo\.test\/api\/media\/file\/inline\.png"/)
  })

  it('I1 a body’s link to an article of the old site names the imported article, saved before or after it', async () => {
    const [contact, directions] = [
      await bySource<{ detail: unknown }>('articles', '151'),
      await bySource<{ detail: unknown }>('articles', '152'),
    ]
    const links = (article: { detail: unknown }) =>
      nodes(article.detail)
        .filter((node) => node.type === 'link')
        .map((node) => (node.fields as { url: string }).url)
    expect(links(contact)).toEqual([`/detail?id=${directions.id}&menuId=${(await bySource('menus', '4')).id}`])
    expect(links(directions)).toEqual([`/detail?id=${contact.id}`])
    expect(first.notes).toContain('1 篇文章的正文链接到其后导入的文章：已在其后再次保存，链接指向本站的文章')
  })

  it('I1 fills the site settings and the pop-up ad from the given ids', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    expect(settings.headerColumn).toBe((await bySource('columns', '11')).id)
    expect(settings.partnersColumn).toBe((await bySource('columns', '14')).id)
    expect(settings.homeMenu).toBe((await bySource('menus', '1')).id)
    expect(settings.specialMenus).toEqual([(await bySource('menus', '4')).id])
    const ad = await payload.findGlobal({ slug: 'popup-ad', depth: 0, overrideAccess: true })
    expect(ad.enabled).toBe(true)
    expect(ad.picture).toBe((await bySource('pictures', '61')).id)
    const charts = await imported<{ menu: number }>('rotation-charts')
    expect(charts.filter((chart) => chart.menu === (settings.homeMenu as number))).toHaveLength(2)
  })

  it('J5 every imported item keeps its id at the source, so the old site’s links name it; an editor’s next one gets a new id', async () => {
    for (const collection of ['menus', 'articles', 'pictures', 'rotation-charts', 'information-items', 'columns'] as const) {
      const docs = await imported(collection)
      expect(docs.length, collection).toBeGreaterThan(0)
      for (const doc of docs) expect(doc.id, `${collection} ${doc.importSourceId}`).toBe(Number(doc.importSourceId))
    }
    // On Postgres the id sequence was moved past the imported ids (an insert with its own id leaves it).
    const highest = Math.max(...(await imported('articles')).map((doc) => doc.id))
    const created = await payload.create({
      collection: 'articles',
      data: { title: '编辑新写的文章', _status: 'draft' },
      draft: true,
      overrideAccess: true,
    })
    expect(created.id).toBeGreaterThan(highest)
    await payload.delete({ collection: 'articles', id: created.id, overrideAccess: true })
    // The site itself never lets a save choose an id: the import allowed it for its run only.
    expect(payload.db.allowIDOnCreate).toBeFalsy()
  })

  it('I2 every imported document’s history starts with an audit entry 导入 naming its source', async () => {
    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { action: { equals: 'import' } },
      pagination: false,
      overrideAccess: true,
    })
    const article = await bySource<{ title: string }>('articles', '201')
    const entry = docs.find((doc) => doc.collectionSlug === 'articles' && doc.documentId === String(article.id))
    expect(entry?.detail).toContain(`新建：${backend.url}，来源 ID 201`)
    const created = first.total('created') - (first.counts.get('media')?.created ?? 0) - (first.counts.get('documents')?.created ?? 0)
    // And one more for the article saved again with its link to an article imported after it.
    expect(docs).toHaveLength(created + 3)
  })
})

describe('I2 running the import again', () => {
  it('I2 a second run finds everything unchanged and duplicates nothing', async () => {
    const before = { articles: (await imported('articles')).length, audit: await auditCount() }
    const again = await run()
    expect(again.total('created')).toBe(0)
    expect(again.total('updated')).toBe(0)
    expect(again.total('unchanged')).toBe(first.total('created') + first.total('updated') + first.total('unchanged'))
    expect((await imported('articles')).length).toBe(before.articles)
    expect(await auditCount()).toBe(before.audit)
  })

  it('I2 a changed article is updated, one gone at the source is reported, and moved to the 回收站 only with --prune', async () => {
    const news = backend.site.menuArticles['2'] ?? []
    const [changed] = news
    if (!changed) throw new Error('no article')
    changed.title = '展位价格公布（更新）'
    backend.site.menuArticles['2'] = news.filter((article) => article.id !== 203)
    const report = await run()
    expect(report.counts.get('articles')).toMatchObject({ created: 0, updated: 1 })
    expect((await bySource<{ title: string }>('articles', '201')).title).toBe('展位价格公布（更新）')
    expect(report.gone).toEqual(['文章「图片丢失的新闻」（来源 ID 203）'])
    expect((await bySource('articles', '203')).deletedAt).toBeFalsy()
    const pruned = await run({ prune: true })
    expect(pruned.pruned).toBe(1)
    expect((await bySource('articles', '203')).deletedAt).toBeTruthy()
    expect(pruned.summary({ dryRun: false, prune: true })).toContain('已移入回收站 1 项')
  })
})

describe('I3 dry run', () => {
  it('I3 --dry-run writes nothing and prints the summary the real run then prints', async () => {
    const article = backend.site.menuArticles['3']?.[0]
    if (!article) throw new Error('no article')
    article.title = '展会新闻一则（改）'
    const audit = await auditCount()
    const dry = await run({ dryRun: true })
    expect(dry.counts.get('articles')).toMatchObject({ updated: 1 })
    expect((await bySource<{ title: string }>('articles', '301')).title).toBe('展会新闻一则')
    expect(await auditCount()).toBe(audit)
    const real = await run()
    const body = (report: ImportReport, dryRun: boolean) => report.summary({ dryRun, prune: false }).split('\n').slice(1)
    expect(body(dry, true)).toEqual(body(real, false))
    expect((await bySource<{ title: string }>('articles', '301')).title).toBe('展会新闻一则（改）')
  })
})

describe('I4 faults of the origin', () => {
  it('I4 a broken picture, a 500, a time-out, invalid JSON and a script are each reported and skipped; the rest is imported', async () => {
    backend.site.menuArticles['2']?.push({
      id: 204,
      title: '新增新闻',
      subtitle: '',
      coverUrl: '/upload/missing.png',
      link: '',
      detail: '<p>新的。</p>',
    })
    backend.failing.add('GetRotationChartList?menuid=1')
    backend.invalidJson.add('GetArticleList?informationid=15')
    backend.slowOnce.add('GetInformationList?informationid=12')
    backend.slowAlways.add('GetPictureList?informationid=16')
    const calls = backend.calls.length
    const report = await run({ prune: true })
    const reasons = report.failures.map((failure) => `${failure.what}：${failure.reason}`)
    expect(reasons).toEqual(
      expect.arrayContaining([
        '图片 /upload/missing.png：HTTP 404：Not Found',
        '读取 GetRotationChartList menuId=1：HTTP 500：服务器内部错误',
        '读取 GetArticleList informationId=15：应答不是有效的 JSON',
        '读取 GetPictureList informationId=16：请求超时（400 ms，已重试）',
        '文章「开幕式举行」：正文含脚本、事件属性或 javascript: 链接：已删除，其余内容照常导入',
      ]),
    )
    // The slow answer was waited for, asked again after a back-off, and its items saved.
    const recent = backend.calls.slice(calls)
    expect(recent.filter((call) => call === 'GetInformationList?informationid=12')).toHaveLength(2)
    expect(recent.filter((call) => call === 'GetPictureList?informationid=16')).toHaveLength(3)
    expect(reasons.some((reason) => reason.includes('informationId=12'))).toBe(false)
    // The rest: the new article without its cover, the other lists as before.
    const added = await bySource<{ cover: number | null; _status: string }>('articles', '204')
    expect(added.cover).toBeFalsy()
    expect(added._status).toBe('published')
    // Menu 2's banner; menu 1's list answered 500.
    expect(report.counts.get('rotation-charts')).toMatchObject({ created: 0, unchanged: 1 })
    // A list that failed is not a list that emptied: nothing is reported gone, nothing pruned.
    expect(report.gone).toEqual([])
    expect(report.pruned).toBe(0)
    expect((await imported('rotation-charts')).every((chart) => !chart.deletedAt)).toBe(true)
    for (const set of [backend.failing, backend.invalidJson, backend.slowOnce, backend.slowAlways]) set.clear()
  })

  it('I4 a menu list that cannot be read (refused without the token, or a 500) imports nothing, prunes nothing and says so', async () => {
    const audit = await auditCount()
    backend.token = 'old-backend-secret'
    try {
      const refused = await run({ prune: true })
      expect(refused.failures).toEqual([
        { what: '读取 GetSiteConfig', reason: 'HTTP 401：授权失败' },
        { what: '读取 GetMenuList', reason: 'HTTP 401：授权失败' },
      ])
      expect(refused.notes).toContain('菜单列表未能读取：什么也没有导入')
      backend.failing.add('GetMenuList')
      const failed = await run({ prune: true, token: 'old-backend-secret' })
      expect(failed.failures.map((failure) => failure.reason)).toEqual(['HTTP 500：服务器内部错误'])
      expect(failed.total('created') + failed.total('updated') + failed.pruned).toBe(0)
      expect(await auditCount()).toBe(audit)
      expect((await imported('articles')).filter((article) => !article.deletedAt).length).toBeGreaterThan(0)
      backend.failing.clear()
      // With the token, everything is read again: nothing changed.
      const allowed = await run({ token: 'old-backend-secret' })
      expect(allowed.total('created') + allowed.total('updated')).toBe(0)
    } finally {
      backend.token = undefined
      backend.failing.clear()
    }
  })

  it('I4 a body with a script and a javascript: link keeps its text, without either', async () => {
    const article = await bySource<{ detail: unknown }>('articles', '202')
    const json = JSON.stringify(article.detail)
    expect(json).toContain('开幕式圆满举行。')
    expect(json).toContain('点此')
    expect(json).not.toMatch(/script|alert|javascript/i)
    expect(nodes(article.detail).some((node) => node.type === 'link')).toBe(false)
  })
})

describe('J5 old links', () => {
  it('J5 content that was here before, holding an id of the old site, stops the import before it writes anything, and says why', async () => {
    const own = await payload.create({
      collection: 'articles',
      data: { title: '本站自己的文章', _status: 'draft' },
      draft: true,
      overrideAccess: true,
    })
    const news = backend.site.menuArticles['2'] ?? []
    backend.site.menuArticles['2'] = [
      ...news,
      { id: own.id, title: '原站同号的文章', subtitle: '', coverUrl: '', link: '', detail: '<p>同号。</p>' },
    ]
    try {
      const audit = await auditCount()
      const report = await run()
      expect(report.failures).toEqual([
        {
          what: '本站已有的内容',
          reason: expect.stringMatching(/^占用了原站内容的 ID（文章 1 项），旧链接会打开它们而不是导入的内容：什么也没有写入。/),
        },
      ])
      expect(report.total('created') + report.total('updated') + report.total('unchanged')).toBe(0)
      expect(await auditCount()).toBe(audit)
      expect((await payload.findByID({ collection: 'articles', id: own.id, overrideAccess: true })).title).toBe('本站自己的文章')
    } finally {
      backend.site.menuArticles['2'] = news
      await payload.delete({ collection: 'articles', id: own.id, overrideAccess: true })
    }
  })

  it('J5 the original backend’s summary names what it lacks and what to set up before opening registration', () => {
    const summary = first.summary({ dryRun: false, prune: false })
    expect(summary).toContain('原站没有、需要在本站补上的（开放观众登记之前）：')
    expect(summary).toContain(
      '观众登记设置：原后台没有观众登记。开放登记前请在 /admin › 观众登记 › 观众登记设置 填写：个人信息处理告知、所属行业、展期（各日）；此前 /register 的表单无人能提交',
    )
    expect(summary).toContain('展位图：原站没有')
    expect(summary).toContain('英文版：原后台只有菜单的英文名')
  })
})

describe('I3 the command', () => {
  let cliDir: string
  let cliDatabase: TestDatabase
  let ids: string

  beforeAll(async () => {
    cliDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-import-cli-'))
    cliDatabase = await createTestDatabase(cliDir)
    ids = path.join(cliDir, 'ids.json')
    fs.writeFileSync(ids, JSON.stringify(SEED_IDS))
  })

  afterAll(async () => {
    await cliDatabase?.drop()
    fs.rmSync(cliDir, { recursive: true, force: true })
  })

  const command = (...extra: string[]) =>
    runScript('scripts/import.ts', ['--from', backend.url, '--site-id', 'expo', '--config', ids, '--timeout', '2000', ...extra], {
      ...process.env,
      DATABASE_URL: cliDatabase.url,
      DATA_DIR: cliDir,
    })

  let rehearsal = ''

  it('I3 --dry-run on an empty database writes nothing, prints a line per step and the summary, and exits 1 for the failures', async () => {
    const dry = command('--dry-run')
    expect(await dry.exited).toBe(1)
    rehearsal = dry.output()
    expect(rehearsal).toContain('导入预演（--dry-run，未写入任何内容）：')
    expect(rehearsal).toMatch(/^\[1\/\d+\] 信息栏目「/m)
    expect(rehearsal).toContain('✗ 图片 /upload/missing.png：HTTP 404：Not Found')
    // What a real run would create refers to what it would create first: nothing missing.
    expect(rehearsal).not.toContain('未能获取')
    expect(counts(rehearsal, '文章')?.created).toBeGreaterThan(0)
  }, 180_000)

  it('J5 --dry-run on a data folder and database that are not there yet leaves no file behind, and speaks Chinese only', async () => {
    const missing = path.join(cliDir, 'not-yet')
    const server = process.env.TEST_DATABASE_URL
    const databaseName = `expo_never_${process.pid}`
    const url = server
      ? Object.assign(new URL(server), { pathname: `/${databaseName}` }).toString()
      : `file:${path.join(missing, 'site.db')}`
    // Without a secret of its own the site keeps one in the data folder: the rehearsal must not.
    const { PAYLOAD_SECRET: _secret, ...env } = process.env
    const dry = runScript('scripts/import.ts', ['--from', backend.url, '--site-id', 'expo', '--config', ids, '--dry-run'], {
      ...env,
      DATABASE_URL: url,
      DATA_DIR: missing,
    })
    expect(await dry.exited).toBe(1)
    const output = dry.output()
    expect(output).toContain('导入预演（--dry-run，未写入任何内容）：')
    expect(counts(output, '文章')?.created).toBeGreaterThan(0)
    expect(fs.existsSync(missing)).toBe(false)
    if (server) {
      const exists = execFileSync('psql', [server, '-qtAc', `select count(*) from pg_database where datname = '${databaseName}'`])
      expect(exists.toString().trim()).toBe('0')
    }
    // No line of a library (Payload's migrations, drizzle, pino's JSON) among the progress and the summary.
    const lines = output.split('\n').filter((line) => line.trim() !== '')
    expect(lines.filter((line) => !/\p{Script=Han}/u.test(line))).toEqual([])
  }, 180_000)

  it('I3 Ctrl-C stops after the item being saved, exits 130, and the next run picks up where it stopped without duplicates', async () => {
    backend.fileDelayMs = 150
    try {
      const interrupted = command()
      // Plain lines when not on a terminal, one per step: stopped once three items are saved.
      await waitFor('the third item', async () => (/^\[3\/\d+\] /m.test(interrupted.output()) ? true : undefined), 120_000)
      interrupted.child.kill('SIGINT')
      expect(await interrupted.exited).toBe(130)
      expect(interrupted.output()).toContain('已按 Ctrl-C 中断')
      // Slow files were for the interruption to land mid-run; the next runs need not wait on them.
      backend.fileDelayMs = 0
      const resumed = command()
      expect(await resumed.exited).toBe(1)
      const again = command()
      expect(await again.exited).toBe(1)
      // Each item created once, by the interrupted run or the next; the third finds all of them.
      for (const kind of ['信息栏目', '菜单', '文章', '轮播图']) {
        const [before, after, last] = [interrupted, resumed, again].map((run) => counts(run.output(), kind))
        expect(after?.updated, kind).toBe(0)
        expect(last, kind).toMatchObject({ created: 0, updated: 0, unchanged: (before?.created ?? 0) + (after?.created ?? 0) })
        // As many as the rehearsal said a run would create.
        expect(last?.unchanged, kind).toBe(counts(rehearsal, kind)?.created)
      }
      expect(counts(interrupted.output(), '信息栏目')?.created).toBeGreaterThan(0)
      expect(counts(interrupted.output(), '轮播图')).toBeUndefined()
    } finally {
      backend.fileDelayMs = 0
    }
    // Three runs of the command, each starting Payload in a process of its own: 27 s alone on a
    // 2-core machine, 136–186 s beside the rest of `npm test` there, over 300 s with more beside it.
  }, 480_000)

  it('I3 a bad command line is refused with the usage and status 2', async () => {
    const bad = runScript('scripts/import.ts', ['--site-id', 'expo'], process.env)
    expect(await bad.exited).toBe(2)
    expect(bad.output()).toContain('--from must be')
    expect(bad.output()).toContain('Usage: npm run import')
  }, 120_000)
})

/** What the summary says of one kind of content, if it names it. */
function counts(output: string, kind: string): { created: number; updated: number; unchanged: number } | undefined {
  const match = new RegExp(`^  ${kind}：新建 (\\d+)，更新 (\\d+)，未变 (\\d+)$`, 'm').exec(output)
  return match ? { created: Number(match[1]), updated: Number(match[2]), unchanged: Number(match[3]) } : undefined
}
