import config from '@payload-config'
import { getPayload, type Payload, ValidationError } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { SiteConfig } from '@/content-source/contract'
import { POPUP_AD_BOUNDARY_TASK } from '@/content-model/popup-ad-window'
import type { PopupAd } from '@/payload-types'

import { createAccount } from '../helpers/accounts'
import { get, items } from '../helpers/content-api'
import { restJson, signIn, freshAddress } from '../helpers/payload-rest'
import { waitFor } from '../helpers/poll'

let payload: Payload
let seeded: PopupAd
let pictureId: number

beforeAll(async () => {
  payload = await getPayload({ config })
  seeded = await payload.findGlobal({ slug: 'popup-ad', depth: 0 })
  const picture = typeof seeded.picture === 'object' ? seeded.picture?.id : seeded.picture
  if (!picture || !seeded.enabled) throw new Error('the seed switches the pop-up ad on with a picture')
  pictureId = picture
})

afterAll(async () => {
  await payload.updateGlobal({ slug: 'popup-ad', data: { enabled: true, picture: pictureId, startsAt: null, endsAt: null } })
})

/** The ad the site shows now, as GetSiteConfig tells it (through the content read cache). */
const shownAd = async () => items<SiteConfig>(await get('GetSiteConfig'))[0]?.adPictureId ?? null
const setAd = (data: Partial<Record<keyof PopupAd, unknown>>) =>
  payload.updateGlobal({ slug: 'popup-ad', data: { picture: pictureId, ...data } as never })
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString()

describe('S27 the pop-up ad has its own switch and time window, for editors', () => {
  it('S27 the switch: off shows no ad, on shows the picture', async () => {
    await setAd({ enabled: false, startsAt: null, endsAt: null })
    expect(await shownAd()).toBeNull()
    await setAd({ enabled: true })
    expect(await shownAd()).toBe(pictureId)
  })

  it('S27 the window: before its start and after its end no ad, inside it the picture', async () => {
    await setAd({ enabled: true, startsAt: inMinutes(60), endsAt: inMinutes(120) })
    expect(await shownAd()).toBeNull()
    await setAd({ enabled: true, startsAt: inMinutes(-120), endsAt: inMinutes(-60) })
    expect(await shownAd()).toBeNull()
    await setAd({ enabled: true, startsAt: inMinutes(-60), endsAt: inMinutes(60) })
    expect(await shownAd()).toBe(pictureId)
  })

  it('S27 E5 when the window opens, a job clears the cached pages: the ad appears without anyone saving', async () => {
    const opens = new Date(Date.now() + 1500).toISOString()
    const closes = inMinutes(60)
    await setAd({ enabled: true, startsAt: opens, endsAt: closes })
    const queued = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: POPUP_AD_BOUNDARY_TASK }, completedAt: { exists: false } },
      limit: 100,
    })
    expect(queued.docs.map((job) => new Date(job.waitUntil ?? 0).toISOString())).toEqual(expect.arrayContaining([opens, closes]))
    expect(await shownAd()).toBeNull()
    await waitFor(
      'the ad to show once its window opened and the boundary job ran',
      async () => {
        await payload.jobs.run({ allQueues: true })
        return (await shownAd()) === pictureId || undefined
      },
      15_000,
      250,
    )
  })

  it('S27 refuses, in Chinese, a switched-on ad without a picture and a window that ends before it starts', async () => {
    const refused = async (data: Record<string, unknown>) =>
      payload.updateGlobal({ slug: 'popup-ad', data: data as never }).then(
        () => '',
        (error: unknown) => (error instanceof ValidationError ? error.data.errors.map((entry) => entry.message).join(' ') : String(error)),
      )
    expect(await refused({ enabled: true, picture: null })).toContain('开启弹窗广告时，请选择广告图片')
    expect(await refused({ enabled: true, picture: pictureId, startsAt: inMinutes(60), endsAt: inMinutes(30) })).toContain(
      '结束时间须晚于开始时间',
    )
  })

  it('S27 E1 a reviewer switches it in the admin (its own page, not the settings); an editor sees it but cannot; visitors read nothing', async () => {
    const reviewer = await createAccount(payload, 's27-reviewer', 'reviewer')
    const editor = await createAccount(payload, 's27-editor', 'editor')
    const reviewerToken = (await signIn(reviewer.email, reviewer.password, freshAddress())).token
    const editorToken = (await signIn(editor.email, editor.password, freshAddress())).token
    const off = await restJson('/api/globals/popup-ad', { token: reviewerToken, body: { enabled: false } })
    expect(off.status).toBe(200)
    expect(await shownAd()).toBeNull()
    expect(
      (
        await restJson('/api/globals/popup-ad', {
          token: reviewerToken,
          body: { enabled: true, picture: pictureId, startsAt: null, endsAt: null },
        })
      ).status,
    ).toBe(200)
    expect(await shownAd()).toBe(pictureId)
    // The switch is live (no drafts): switching it is publishing, which an editor may not do (E1).
    expect((await restJson('/api/globals/popup-ad', { token: editorToken })).status).toBe(200)
    expect((await restJson('/api/globals/popup-ad', { token: editorToken, body: { enabled: false } })).status).toBe(403)
    expect(await shownAd()).toBe(pictureId)
    // X5: a campaign waiting for its window is not readable before the site shows it.
    expect((await restJson('/api/globals/popup-ad')).status).toBe(403)
    expect((await restJson('/api/globals/popup-ad', { body: { enabled: false } })).status).toBe(403)
  })
})
