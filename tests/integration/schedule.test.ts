import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getEnv } from '@/config/env'
import { localContentSource } from '@/content-source/local'
import { startJobRunner } from '@/jobs/runner'
import { listenForContentChanges } from '@/content-model/content-bus'
import type { User } from '@/payload-types'

import { createAccount, sessionUser } from '../helpers/accounts'
import { waitFor } from '../helpers/poll'

let payload: Payload
let menuId: number
let reviewer: User & { collection: 'users' }
let runner: { stop: () => Promise<void> }
let contentBus: { close: () => Promise<void> } | undefined

beforeAll(async () => {
  payload = await getPayload({ config })
  const [menu] = (await payload.find({ collection: 'menus', limit: 1, depth: 0 })).docs
  if (!menu) throw new Error('the seed has no menu')
  menuId = menu.id
  reviewer = await sessionUser(payload, await createAccount(payload, 'e5-reviewer', 'reviewer'))
  // As server.ts runs them: the runner (src/jobs/runner.ts), ticking faster than its 15 s so the
  // tests finish soon, and on Postgres the listener that clears the caches once a change commits (O2).
  const env = getEnv()
  contentBus = env.databaseDialect === 'postgres' ? listenForContentChanges(env.DATABASE_URL, payload.logger) : undefined
  runner = startJobRunner(payload, env, 250)
})

afterAll(async () => {
  await runner.stop()
  await contentBus?.close()
})

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000)

/** What the admin's 定时发布 drawer queues: Payload's schedulePublish task, as the scheduling user. */
function schedule(
  type: 'publish' | 'unpublish',
  doc:
    | { relationTo: 'articles'; value: number }
    | { relationTo: 'rotation-charts'; value: number }
    | { relationTo: 'pictures'; value: number },
  at: Date,
) {
  return payload.jobs.queue({
    task: 'schedulePublish',
    input: { type, doc, user: { relationTo: 'users', value: reviewer.id } },
    waitUntil: at,
  })
}

/** The job ran once and is gone (Payload deletes completed jobs): no job left for the document. */
async function jobDone(jobId: number | string): Promise<void> {
  await waitFor(`job ${jobId} done`, async () =>
    (await payload.count({ collection: 'payload-jobs', where: { id: { equals: jobId } } })).totalDocs === 0 ? true : undefined,
  )
}

/** How many times the document was published: each publish writes one published version. */
const publishedVersions = async (collection: 'articles' | 'rotation-charts', id: number) =>
  (await payload.countVersions({ collection, where: { parent: { equals: id }, 'version._status': { equals: 'published' } } })).totalDocs

describe('E5 scheduled publish and unpublish on the jobs queue, run by our runner', () => {
  it('E5 the demo seed dates no news in the future (a future date means scheduled)', async () => {
    const { docs } = await payload.find({
      collection: 'articles',
      where: { publishedAt: { greater_than: new Date().toISOString() } },
      depth: 0,
      limit: 0,
      pagination: false,
    })
    expect(docs.map((doc) => doc.title)).toEqual([])
  })

  it('E5 a scheduled publish goes live through the content API once the runner has run the job, exactly once', async () => {
    const draft = await payload.create({
      collection: 'articles',
      data: { title: 'E5 定时发布的新闻', menu: menuId, publishedAt: new Date().toISOString() },
      draft: true,
    })
    const job = await schedule('publish', { relationTo: 'articles', value: draft.id }, inSeconds(1))
    expect(await localContentSource.getArticle(draft.id)).toBeNull()
    const live = await waitFor(
      'the scheduled article on the content API',
      async () => (await localContentSource.getArticle(draft.id)) ?? undefined,
      20_000,
    )
    expect(live.title).toBe('E5 定时发布的新闻')
    await jobDone(job.id)
    expect(await publishedVersions('articles', draft.id)).toBe(1)
    const latest = await payload.findByID({ collection: 'articles', id: draft.id, depth: 0 })
    expect(latest.reviewState).toBe('published')
  })

  it("E5 a banner's campaign ends by a scheduled unpublish: it leaves the menu's banners", async () => {
    const [picture] = (await payload.find({ collection: 'media', limit: 1, depth: 0 })).docs
    if (!picture) throw new Error('the seed has no picture')
    const banner = await payload.create({
      collection: 'rotation-charts',
      data: { title: 'E5 活动横幅', menu: menuId, picture: picture.id, _status: 'published' },
    })
    expect((await localContentSource.getRotationCharts(menuId)).map((chart) => chart.id)).toContain(banner.id)
    const job = await schedule('unpublish', { relationTo: 'rotation-charts', value: banner.id }, inSeconds(1))
    await waitFor(
      'the banner taken down',
      async () => ((await localContentSource.getRotationCharts(menuId)).some((chart) => chart.id === banner.id) ? undefined : true),
      20_000,
    )
    await jobDone(job.id)
  })

  it("E5 the pop-up ad's window closes by a scheduled unpublish of its picture", async () => {
    const [media] = (await payload.find({ collection: 'media', limit: 1, depth: 0 })).docs
    if (!media) throw new Error('the seed has no picture')
    const ad = await payload.create({ collection: 'pictures', data: { title: 'E5 弹窗广告', picture: media.id, _status: 'published' } })
    expect((await localContentSource.getPicture(ad.id))?.id).toBe(ad.id)
    await schedule('unpublish', { relationTo: 'pictures', value: ad.id }, inSeconds(1))
    await waitFor('the ad picture gone', async () => ((await localContentSource.getPicture(ad.id)) === null ? true : undefined), 20_000)
  })

  it('E5 publishing a news item dated in the future schedules it for that date: hidden until then, then live', async () => {
    const at = inSeconds(8)
    const article = await payload.create({
      collection: 'articles',
      data: { title: 'E5 禁发期新闻', menu: menuId, publishedAt: at.toISOString(), _status: 'published' },
      overrideAccess: false,
      user: reviewer,
    })
    expect(article._status).toBe('draft')
    expect(await localContentSource.getArticle(article.id)).toBeNull()
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'schedulePublish' }, 'input.doc.value': { equals: article.id }, completedAt: { exists: false } },
      depth: 0,
    })
    const [job] = docs
    expect(job?.waitUntil && new Date(job.waitUntil).toISOString()).toBe(at.toISOString())
    const live = await waitFor(
      'the embargoed article on the content API',
      async () => (await localContentSource.getArticle(article.id)) ?? undefined,
      30_000,
    )
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime())
    expect(live.publishedAt).toBe(at.toISOString())
  })
})
