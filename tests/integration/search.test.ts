import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { emitContentChanged } from '@/content-model/content-events'
import { siteSearch } from '@/search/site-search'
import { parseQuery } from '@/search/text'
import type { Segment } from '@/search/highlight'
import { doc, p } from '@/seed/lexical'

let payload: Payload
let newsMenuId: number
let infoMenuId: number
let showMenuId: number

beforeAll(async () => {
  payload = await getPayload({ config })
  const { docs: menus } = await payload.find({
    collection: 'menus',
    where: { _status: { equals: 'published' } },
    depth: 0,
    limit: 0,
    pagination: false,
  })
  const byLink = (link: string) => {
    const menu = menus.find((item) => item.link === link)
    if (!menu) throw new Error(`the seed has no menu linking to ${link}`)
    return menu.id
  }
  newsMenuId = byLink('/news')
  infoMenuId = byLink('/info')
  showMenuId = byLink('/show')
})

// What the tests made goes again: the other integration files count the seeded content.
afterAll(async () => {
  await payload.delete({ collection: 'articles', where: { title: { like: 'G6 ' } }, trash: true, overrideAccess: true })
  await payload.delete({ collection: 'exhibitors', where: { nameCN: { like: 'G6 ' } }, trash: true, overrideAccess: true })
  await payload.delete({ collection: 'menus', where: { nameCN: { like: 'G6 ' } }, trash: true, overrideAccess: true })
})

/** What the /search page asks: the query's terms, one page. */
async function search(query: string, pageIndex = 1, pageSize = 10, locale: 'zh' | 'en' = 'zh') {
  const parsed = parseQuery(query)
  if (!parsed.ok) throw new Error(`"${query}" cannot be searched: ${parsed.problem}`)
  return siteSearch().search(locale, parsed.terms, { pageIndex, pageSize })
}
const text = (segments: readonly Segment[]) => segments.map((segment) => segment.text).join('')
const titles = async (query: string) => (await search(query)).hits.map((hit) => text(hit.title))

const article = (title: string, body: string, extra: Record<string, unknown> = {}) =>
  payload.create({
    collection: 'articles',
    data: { title, menu: newsMenuId, detail: doc(p(body)), publishedAt: new Date().toISOString(), _status: 'published', ...extra },
    depth: 0,
  })

describe('G6 search finds published news, pages and exhibitors', () => {
  it('G6 a two-character Chinese substring inside a word of a news article, its page and the match marked', async () => {
    const news = await article('G6 璇玑锶铟示范项目开工', '本项目位于东海之滨，采用第三代锶铟璇玑技术。')
    const { total, hits } = await search('锶铟')
    expect(total).toBe(1)
    const [hit] = hits
    expect(hit?.kind).toBe('news')
    expect(hit?.path).toBe(`/news-detail?id=${news.id}&menuId=${newsMenuId}`)
    expect(hit?.title.filter((segment) => segment.mark).map((segment) => segment.text)).toEqual(['锶铟'])
    expect(hit?.excerpt.filter((segment) => segment.mark).map((segment) => segment.text)).toEqual(['锶铟'])
    // Any two characters of the run, across what a reader would call words.
    expect(await titles('玑锶')).toEqual(['G6 璇玑锶铟示范项目开工'])
    expect(await titles('璇玑技术')).toEqual(['G6 璇玑锶铟示范项目开工'])
    expect(await titles('璇玑 东海')).toEqual(['G6 璇玑锶铟示范项目开工'])
    expect(await titles('璇玑 西海')).toEqual([])
  })

  it("G6 pages (an info menu's article) and exhibitors, in English and Chinese", async () => {
    await article('G6 琨瑶交通说明', '乘坐地铁到琨瑶站下车。', { menu: infoMenuId })
    const exhibitor = await payload.create({
      collection: 'exhibitors',
      data: {
        nameCN: 'G6 琨瑶核能装备有限公司',
        nameEN: 'Quasarwidget Nuclear Equipment Co., Ltd.',
        category: '核级设备制造',
        booth: 'Q-707',
        introduction: doc(p('Quasarwidget builds reactor coolant pumps.')),
        _status: 'published',
      },
      depth: 0,
    })
    const pages = await search('琨瑶')
    expect(pages.hits.map((hit) => [hit.kind, hit.path])).toEqual(
      expect.arrayContaining([
        ['page', `/info?menuId=${infoMenuId}`],
        ['exhibitor', `/showDetail?id=${exhibitor.id}&menuId=${showMenuId}`],
      ]),
    )
    for (const english of ['quasarwidget', 'QUASARWIDGET Nuclear', 'coolant pumps', 'q-707']) {
      expect(await titles(english), english).toEqual(['G6 琨瑶核能装备有限公司'])
    }
    const [hit] = (await search('Quasarwidget')).hits
    expect(hit?.subtitle.find((segment) => segment.mark)?.text).toBe('Quasarwidget')
  })
})

describe('G6 search shows published content only, and is fresh after every change', () => {
  it('G6 a draft never published, a draft saved over a published article, and an embargoed article are not found', async () => {
    await payload.create({
      collection: 'articles',
      data: { title: 'G6 瑄瑒草稿', menu: newsMenuId, publishedAt: new Date().toISOString() },
      draft: true,
      depth: 0,
    })
    expect(await titles('瑄瑒')).toEqual([])

    const published = await article('G6 瑭瑮已发布', '正文')
    await payload.update({ collection: 'articles', id: published.id, data: { title: 'G6 瑭瑮改了草稿' }, draft: true, depth: 0 })
    expect(await titles('瑭瑮')).toEqual(['G6 瑭瑮已发布'])
    expect(await titles('改了草稿')).toEqual([])

    // E5: published with a date ahead, it is scheduled, not visible now.
    const ahead = new Date(Date.now() + 86_400_000).toISOString()
    await article('G6 璟璨明日发布', '正文', { publishedAt: ahead })
    expect(await titles('璟璨')).toEqual([])
  })

  it('G6 publish, unpublish, move to the 回收站, restore and delete show at once', async () => {
    const draft = await payload.create({
      collection: 'articles',
      data: { title: 'G6 璐璘新闻', menu: newsMenuId, publishedAt: new Date().toISOString() },
      draft: true,
      depth: 0,
    })
    expect(await titles('璐璘')).toEqual([])
    await payload.update({ collection: 'articles', id: draft.id, data: { _status: 'published' }, depth: 0 })
    expect(await titles('璐璘')).toEqual(['G6 璐璘新闻'])
    await payload.update({ collection: 'articles', id: draft.id, data: { title: 'G6 璐璘新闻（修订）', _status: 'published' }, depth: 0 })
    expect(await titles('璐璘')).toEqual(['G6 璐璘新闻（修订）'])
    await payload.update({ collection: 'articles', id: draft.id, data: { _status: 'draft' }, depth: 0 })
    expect(await titles('璐璘')).toEqual([])
    await payload.update({ collection: 'articles', id: draft.id, data: { _status: 'published' }, depth: 0 })
    await payload.update({ collection: 'articles', id: draft.id, data: { deletedAt: new Date().toISOString() }, depth: 0 })
    expect(await titles('璐璘')).toEqual([])
    await payload.update({ collection: 'articles', id: draft.id, trash: true, data: { deletedAt: null }, depth: 0 })
    expect(await titles('璐璘')).toEqual(['G6 璐璘新闻（修订）'])
    await payload.delete({ collection: 'articles', id: draft.id, depth: 0 })
    expect(await titles('璐璘')).toEqual([])
  })

  it('G6 an article whose menu is unpublished has no page, and is not found until the menu is back', async () => {
    const menu = await payload.create({
      collection: 'menus',
      data: { nameCN: 'G6 临时菜单', link: '/news', _status: 'published' },
      depth: 0,
    })
    await article('G6 瑾瑜临时新闻', '正文', { menu: menu.id })
    expect((await search('瑾瑜')).hits.map((hit) => hit.path)).toEqual([expect.stringContaining(`menuId=${menu.id}`)])
    await payload.update({ collection: 'menus', id: menu.id, data: { _status: 'draft' }, depth: 0 })
    expect(await titles('瑾瑜')).toEqual([])
    await payload.update({ collection: 'menus', id: menu.id, data: { _status: 'published' }, depth: 0 })
    expect(await titles('瑾瑜')).toEqual(['G6 瑾瑜临时新闻'])
  })

  it('G6 the index changes only on content events: a change heard from another instance (the content bus) is searched at once', async () => {
    const news = await article('G6 璞玉旧标题', '正文')
    expect(await titles('璞玉')).toEqual(['G6 璞玉旧标题'])
    // As another instance saves: nothing is announced in this process until the bus delivers it.
    await payload.update({
      collection: 'articles',
      id: news.id,
      data: { title: 'G6 璞玉新标题' },
      context: { disableRevalidate: true },
      depth: 0,
    })
    expect(await titles('璞玉')).toEqual(['G6 璞玉旧标题'])
    emitContentChanged('articles')
    expect(await titles('璞玉')).toEqual(['G6 璞玉新标题'])
  })
})

describe('G6 paging and ranking', () => {
  it('G6 results come ten a page, title matches first, then the newest; every result once', async () => {
    const base = Date.now() - 3_600_000
    for (let i = 0; i < 23; i++) {
      await article(`G6 分页 ${i}`, `第 ${i} 篇：瑛琛分页测试正文`, { publishedAt: new Date(base + i * 1000).toISOString() })
    }
    await article('G6 瑛琛 标题命中', '正文', { publishedAt: new Date(base - 86_400_000).toISOString() })
    const pages = await Promise.all([1, 2, 3].map((page) => search('瑛琛', page)))
    expect(pages.map((page) => page.total)).toEqual([24, 24, 24])
    expect(pages.map((page) => page.hits.length)).toEqual([10, 10, 4])
    const all = pages.flatMap((page) => page.hits.map((hit) => text(hit.title)))
    expect(new Set(all).size).toBe(24)
    expect(all.slice(0, 3)).toEqual(['G6 瑛琛 标题命中', 'G6 分页 22', 'G6 分页 21'])
    expect((await search('瑛琛', 4)).hits).toEqual([])
  })
})

describe('G6 × G5 the English edition searches the English text', () => {
  it('G6 G5 an article written in English is found in English under /en, its Chinese text in Chinese; a Chinese-only one is not in the English index', async () => {
    const both = await article('G6 钍基熔盐堆示范', '钍基熔盐堆的中文介绍。')
    await payload.update({
      collection: 'articles',
      id: both.id,
      locale: 'en',
      data: {
        title: 'G6 Thorium molten-salt demonstrator',
        detail: doc(p('The English introduction of the thorium reactor.')),
        _status: 'published',
      },
      depth: 0,
    })
    const chineseOnly = await article('G6 钍基熔盐堆只有中文', '没有英文。')
    emitContentChanged('articles')

    const english = await search('thorium', 1, 10, 'en')
    expect(english.hits.map((hit) => [hit.path, text(hit.title)])).toEqual([
      [`/en/news-detail?id=${both.id}&menuId=${newsMenuId}`, 'G6 Thorium molten-salt demonstrator'],
    ])
    expect((await search('钍基熔盐', 1, 10, 'en')).total).toBe(0)
    const chinese = await search('钍基熔盐')
    expect(chinese.hits.map((hit) => hit.path).sort()).toEqual(
      [`/news-detail?id=${both.id}&menuId=${newsMenuId}`, `/news-detail?id=${chineseOnly.id}&menuId=${newsMenuId}`].sort(),
    )
    expect((await search('thorium')).total).toBe(0)
  })
})
