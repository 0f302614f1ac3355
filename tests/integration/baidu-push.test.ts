import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { Exhibitor } from '@/payload-types'

import { sendJson, startServer, type TestServer } from '../helpers/http-server'

/** A local stand-in for data.zz.baidu.com: every push it received, and its next answer. */
let fake: TestServer
let pushes: string[][] = []
let answers: { status: number; body: unknown }[] = []
let payload: Payload
let newsMenu: number
let columnId: number
/** What the tests made: removed afterwards, as the other integration files count the seeded content. */
const made = { articles: [] as number[], exhibitors: [] as number[] }

beforeAll(async () => {
  fake = await startServer((_request, response, body) => {
    pushes.push(body.split('\n'))
    const next = answers.shift() ?? { status: 200, body: { success: body.split('\n').length, remain: 100 } }
    sendJson(response, next.status, next.body)
  })
  // Read once, at the first getEnv(): set before the app loads.
  process.env.BAIDU_PUSH_TOKEN = 'abcdEFGH1234'
  process.env.BAIDU_PUSH_API = fake.url
  const [{ default: config }, { getPayload }] = await Promise.all([import('@payload-config'), import('payload')])
  payload = await getPayload({ config })
  const menus = await payload.find({ collection: 'menus', where: { link: { equals: '/news' } }, limit: 1, depth: 0 })
  const columns = await payload.find({ collection: 'columns', limit: 1, depth: 0 })
  if (!menus.docs[0] || !columns.docs[0]) throw new Error('the seed has no news menu or column')
  newsMenu = menus.docs[0].id
  columnId = columns.docs[0].id
})
afterAll(async () => {
  await payload.delete({ collection: 'articles', where: { id: { in: made.articles } }, trash: true })
  await payload.delete({ collection: 'exhibitors', where: { id: { in: made.exhibitors } }, trash: true })
  await payload.delete({ collection: 'payload-jobs', where: { queue: { equals: 'baidu' } } })
  await fake.close()
})
beforeEach(async () => {
  pushes = []
  answers = []
  await payload.delete({ collection: 'payload-jobs', where: { queue: { equals: 'baidu' } } })
})

const runBaidu = () => payload.jobs.run({ queue: 'baidu' })
/** The audit log's 百度推送 entries for these URLs, oldest first. */
const pushEntries = async (url: string) =>
  (
    await payload.find({
      collection: 'audit-log',
      where: { action: { equals: 'baidu-push' }, title: { contains: url } },
      sort: 'createdAt',
      depth: 0,
    })
  ).docs
const baiduJobs = async () => (await payload.find({ collection: 'payload-jobs', where: { queue: { equals: 'baidu' } }, depth: 0 })).docs

describe('G4 Baidu active push through the job queue', () => {
  it('G4 baidu: a news article saved is pushed once as its page URL; a column article (no page) is not', async () => {
    const article = await payload.create({
      collection: 'articles',
      data: { title: 'G4 推送测试', menu: newsMenu, publishedAt: new Date().toISOString(), _status: 'published' },
      depth: 0,
    })
    const columnArticle = await payload.create({
      collection: 'articles',
      data: { title: 'G4 栏目文章', column: columnId, publishedAt: new Date().toISOString(), _status: 'published' },
      depth: 0,
    })
    made.articles.push(article.id, columnArticle.id)
    await runBaidu()
    await runBaidu()
    expect(pushes).toEqual([[`http://expo.test/news-detail?id=${article.id}&menuId=${newsMenu}`]])

    await payload.update({ collection: 'articles', id: article.id, data: { title: 'G4 推送测试（更新）', _status: 'published' }, depth: 0 })
    await runBaidu()
    expect(pushes).toHaveLength(2)
    const entries = await pushEntries(`/news-detail?id=${article.id}&`)
    expect(entries.map((entry) => [entry.userEmail, entry.detail])).toEqual([
      ['系统', '成功 1 个，今日剩余配额 100'],
      ['系统', '成功 1 个，今日剩余配额 100'],
    ])
  })

  it('G4 baidu: a failed push is retried with back-off, not at once', async () => {
    answers = [{ status: 500, body: { error: 500, message: 'busy' } }]
    const exhibitor = await payload.create({
      collection: 'exhibitors',
      data: { nameCN: 'G4 推送展商', category: await anyCategory(), _status: 'published' },
      depth: 0,
    })
    made.exhibitors.push(exhibitor.id)
    await runBaidu()
    expect(pushes).toHaveLength(1)
    const [job] = await baiduJobs()
    expect(job?.hasError ?? false).toBe(false)
    expect(job?.completedAt ?? null).toBeNull()
    expect(new Date(String(job?.waitUntil)).getTime()).toBeGreaterThan(Date.now() + 30_000)
    // Not due yet: a run now does not push again.
    await runBaidu()
    expect(pushes).toHaveLength(1)
    expect(pushes[0]?.[0]).toMatch(/^http:\/\/expo\.test\/showDetail\?id=\d+/)
    const [entry, ...more] = await pushEntries(`/showDetail?id=${exhibitor.id}`)
    expect(more).toEqual([])
    expect(entry?.detail).toBe('失败，稍后重试（Baidu push answered 500: busy）')
  })

  it('G4 baidu: a spent quota is not retried today: the URLs wait for the next Beijing day', async () => {
    answers = [{ status: 400, body: { error: 400, message: 'over quota' } }]
    const article = await payload.create({
      collection: 'articles',
      data: { title: 'G4 配额测试', menu: newsMenu, publishedAt: new Date().toISOString(), _status: 'published' },
      depth: 0,
    })
    made.articles.push(article.id)
    await runBaidu()
    await runBaidu()
    expect(pushes).toHaveLength(1)
    const waiting = (await baiduJobs()).filter((job) => !job.completedAt)
    expect(waiting).toHaveLength(1)
    const until = new Date(String(waiting[0]?.waitUntil))
    expect(until.getTime()).toBeGreaterThan(Date.now())
    expect(until.getUTCHours() * 60 + until.getUTCMinutes()).toBe(16 * 60 + 5)
    expect(waiting[0]?.input).toEqual({ urls: pushes[0] })
    const [entry, ...more] = await pushEntries(`/news-detail?id=${article.id}&`)
    expect(more).toEqual([])
    expect(entry?.detail).toMatch(/^今日配额已用完：已推送 0 个，余下 1 个于 \S+ 后再推$/)
  })
})

async function anyCategory(): Promise<Exhibitor['category']> {
  const { docs } = await payload.find({ collection: 'exhibitors', limit: 1, depth: 0 })
  const category = docs[0]?.category
  if (!category) throw new Error('the seed has no exhibitor')
  return category
}
