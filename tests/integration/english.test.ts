import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ArticleItem, ExhibitorItem, MenuItem, SiteConfig } from '@/content-source/contract'
import { localContentSourceIn } from '@/content-source/local'

import { expectContract, expectError, get, items, total } from '../helpers/content-api'

/** Chinese characters: an English answer carries none in its texts. */
const HAN = /\p{Script=Han}/u

let payload: Payload
let menus: MenuItem[]
const created: number[] = []

const flatten = (tree: MenuItem[]): MenuItem[] => tree.flatMap((menu) => [menu, ...flatten(menu.children)])
const menuNamed = (nameEN: string): MenuItem => {
  const menu = flatten(menus).find((item) => item.nameEN === nameEN)
  if (!menu) throw new Error(`the seed has no menu ${nameEN}`)
  return menu
}

beforeAll(async () => {
  payload = await getPayload({ config })
  menus = items<MenuItem>(await get('GetMenuList'))
})

afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'articles', id })
})

describe('G5 the content API takes lang=en and keeps the wire shape', () => {
  it('G5 GetSiteConfig lang=en: the English texts of the settings, the same shape and ids as in Chinese', async () => {
    const [english, chinese] = await Promise.all([get('GetSiteConfig', { lang: 'en' }), get('GetSiteConfig', { lang: 'zh' })])
    expectContract('GetSiteConfig', english)
    const [en] = items<SiteConfig>(english)
    const [zh] = items<SiteConfig>(chinese)
    expect(en?.siteName).toBe('The 10th China International Nuclear Industry Exhibition')
    expect(zh?.siteName).toBe('第十届中国国际核工业展览会')
    expect(en?.exhibition?.venueName).toBe('China International Exhibition Center (Shunyi)')
    // Not localized: the same in both.
    expect({ ...en, siteName: '', seoDescription: '', seoKeywords: '', exhibition: undefined }).toEqual({
      ...zh,
      siteName: '',
      seoDescription: '',
      seoKeywords: '',
      exhibition: undefined,
    })
  })

  it('G5 every answer says its language (Content-Language: en for lang=en, zh-CN otherwise): a remote-mode site tells it from a backend that ignores lang', async () => {
    const [english, chinese, unsaid] = await Promise.all([
      get('GetMenuList', { lang: 'en' }),
      get('GetMenuList', { lang: 'zh' }),
      get('GetMenuList'),
    ])
    expect(english.headers.get('content-language')).toBe('en')
    expect(chinese.headers.get('content-language')).toBe('zh-CN')
    expect(unsaid.headers.get('content-language')).toBe('zh-CN')
    // An error answer has no texts in a language.
    expect((await get('GetMenuList', { lang: 'fr' })).headers.get('content-language')).toBeNull()
  })

  it('G5 GetArticleList lang=en lists only the news written in English (three in the demo), in English', async () => {
    const news = menuNamed('News')
    const query = { menuId: news.id, includeSubmenus: 'true', pageSize: 100 }
    const [english, chinese] = await Promise.all([get('GetArticleList', { ...query, lang: 'en' }), get('GetArticleList', query)])
    expectContract('GetArticleList', english)
    expect(total(english)).toBe(3)
    expect(total(chinese)).toBeGreaterThan(3)
    for (const article of items<ArticleItem>(english)) {
      expect(article.title).not.toMatch(HAN)
      expect(article.detail).not.toMatch(HAN)
      expect(article.title.length).toBeGreaterThan(0)
    }
    const titles = items<ArticleItem>(english).map((article) => article.title)
    expect(titles).toContain('CNIE 2027 booth booking enters its final stage')
  })

  it('G5 GetArticleDetail lang=en of an article without English: the same shape, its texts empty', async () => {
    const chinese = items<ArticleItem>(await get('GetArticleList', { menuId: menuNamed('Industry News').id, pageSize: 1 }))[0]
    if (!chinese) throw new Error('the seed has no industry news')
    const answer = await get('GetArticleDetail', { id: chinese.id, lang: 'en' })
    expectContract('GetArticleDetail', answer)
    expect(items<ArticleItem>(answer)[0]).toMatchObject({
      id: chinese.id,
      title: '',
      subtitle: '',
      detail: '',
      publishedAt: chinese.publishedAt,
    })
  })

  it('G5 GetExhibitorList and GetExhibitorDetail lang=en: every seeded exhibitor, introduced and reached in English', async () => {
    const answer = await get('GetExhibitorList', { lang: 'en', pageSize: 100 })
    expectContract('GetExhibitorList', answer)
    const exhibitors = items<ExhibitorItem>(answer)
    expect(exhibitors.length).toBeGreaterThanOrEqual(20)
    for (const exhibitor of exhibitors.filter((item) => item.nameEN.endsWith('Co., Ltd.'))) {
      expect(exhibitor.introduction).toContain(exhibitor.nameEN)
      expect(exhibitor.introduction).not.toMatch(HAN)
      expect(exhibitor.contact).toMatch(/^Tel: \+86 10 /)
    }
    const [first] = exhibitors
    const detail = await get('GetExhibitorDetail', { id: String(first?.id), lang: 'en' })
    expectContract('GetExhibitorDetail', detail)
    expect(items<ExhibitorItem>(detail)[0]).toEqual(first)
  })

  it('G5 GetMenuList lang=en: the same tree (a menu carries both names)', async () => {
    const english = await get('GetMenuList', { lang: 'en' })
    expectContract('GetMenuList', english)
    expect(items<MenuItem>(english).map((menu) => [menu.id, menu.nameCN, menu.nameEN])).toEqual(
      menus.map((menu) => [menu.id, menu.nameCN, menu.nameEN]),
    )
  })

  for (const lang of ['fr', 'EN', 'en-US', 'zh-CN']) {
    it(`G5 lang=${lang} is a bad request: the API's error envelope with a Chinese message`, async () => {
      const answer = await get('GetMenuList', { lang })
      expectError(answer, 400)
      expect((answer.body as { message: string }).message).toBe(`参数 lang 只能是 zh 或 en，收到：${lang}`)
    })
  }
})

describe('G5 localized content: editors fill English beside Chinese', () => {
  it('G5 an English text saved in the en locale is read in English only; the Chinese stays; one read cache keyed by language', async () => {
    const menu = menuNamed('Show News')
    const article = await payload.create({
      collection: 'articles',
      data: {
        title: 'G5 中文标题',
        subtitle: 'G5 中文摘要',
        menu: menu.id as number,
        _status: 'published',
        publishedAt: new Date(Date.now() - 60_000).toISOString(),
      },
    })
    created.push(article.id)
    const english = localContentSourceIn('en')
    const chinese = localContentSourceIn('zh')
    // Read in both languages before the English exists: both answers are cached, each under its locale.
    expect((await chinese.getArticle(article.id))?.title).toBe('G5 中文标题')
    expect((await english.getArticle(article.id))?.title).toBe('')
    const englishList = async () => (await english.getMenuArticles(menu.id, { pageIndex: 1, pageSize: 100 })).items.map((item) => item.id)
    expect(await englishList()).not.toContain(article.id)

    await payload.update({
      collection: 'articles',
      id: article.id,
      locale: 'en',
      data: { title: 'G5 English title', subtitle: 'G5 English summary', _status: 'published' },
    })

    // The save cleared the cache: each language reads its own text again.
    expect(await english.getArticle(article.id)).toMatchObject({ title: 'G5 English title', subtitle: 'G5 English summary' })
    expect(await chinese.getArticle(article.id)).toMatchObject({ title: 'G5 中文标题', subtitle: 'G5 中文摘要' })
    expect(await englishList()).toContain(article.id)
    const [apiEnglish] = items<ArticleItem>(await get('GetArticleDetail', { id: article.id, lang: 'en' }))
    expect(apiEnglish?.title).toBe('G5 English title')
    const [apiChinese] = items<ArticleItem>(await get('GetArticleDetail', { id: article.id }))
    expect(apiChinese?.title).toBe('G5 中文标题')
  })
})
