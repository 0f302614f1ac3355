import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { get, items } from '../helpers/content-api'
import { internalLink, paragraph, root } from '../helpers/rich-text'

let payload: Payload
let newsMenu: number
let showMenu: number
/** What the test made: removed afterwards, as the other integration files count the seeded content. */
const made: number[] = []

beforeAll(async () => {
  const [{ default: config }, { getPayload }] = await Promise.all([import('@payload-config'), import('payload')])
  payload = await getPayload({ config })
  const menuTo = async (link: string) => {
    const { docs } = await payload.find({
      collection: 'menus',
      where: { link: { equals: link } },
      sort: ['sortOrder', 'id'],
      limit: 1,
      depth: 0,
    })
    if (!docs[0]) throw new Error(`the seed has no menu to ${link}`)
    return docs[0].id
  }
  newsMenu = await menuTo('/news')
  showMenu = await menuTo('/show')
})
afterAll(async () => {
  await payload.delete({ collection: 'articles', where: { id: { in: made } }, trash: true })
})

describe('G1 one public path for links, preview, Baidu push and the sitemap', () => {
  it('G1 an internal link to a news article opens its canonical /news-detail page; one to an exhibitor its 展商名录 page', async () => {
    const published = { publishedAt: new Date().toISOString(), _status: 'published' as const }
    const target = await payload.create({ collection: 'articles', data: { title: 'G1 链接目标', menu: newsMenu, ...published }, depth: 0 })
    made.push(target.id)
    const { docs } = await payload.find({ collection: 'exhibitors', limit: 1, depth: 0 })
    const exhibitor = docs[0]
    if (!exhibitor) throw new Error('the seed has no exhibitor')
    const linking = await payload.create({
      collection: 'articles',
      data: {
        title: 'G1 含内部链接',
        menu: newsMenu,
        detail: root(paragraph(internalLink('articles', target.id, '新闻'), internalLink('exhibitors', exhibitor.id, '展商'))) as never,
        ...published,
      },
      depth: 0,
    })
    made.push(linking.id)

    const answer = await get('GetArticleDetail', { id: linking.id })
    const detail = items<{ detail: string }>(answer)[0]?.detail ?? ''
    expect(detail).toContain(`/news-detail?id=${target.id}&amp;menuId=${newsMenu}">新闻</a>`)
    expect(detail).toContain(`/showDetail?id=${exhibitor.id}&amp;menuId=${showMenu}">展商</a>`)
  })

  it('G1 E4 the admin preview of a news article opens its /news-detail page', async () => {
    const article = await payload.create({
      collection: 'articles',
      data: { title: 'G1 预览', menu: newsMenu, publishedAt: new Date().toISOString() },
      depth: 0,
    })
    made.push(article.id)
    const preview = payload.collections.articles.config.admin.preview
    if (!preview) throw new Error('articles have no preview')
    const url = await preview(article as never, { locale: '', req: { payload } as PayloadRequest, token: null })
    expect(url).toMatch(
      new RegExp(`/preview\\?path=${encodeURIComponent(`/news-detail?id=${article.id}&menuId=${newsMenu}`).replace(/[?]/g, '\\?')}$`),
    )
  })
})
