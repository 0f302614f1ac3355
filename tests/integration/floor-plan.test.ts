import config from '@payload-config'
import { getPayload, ValidationError, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { getFloorPlan } from '@/content-source/queries/floor-plan'
import { readingDrafts } from '@/content-source/queries/published'
import type { Hall, User } from '@/payload-types'

import { statementsOf } from '../helpers/database-sql'
import { restJson } from '../helpers/payload-rest'

let payload: Payload
let reviewer: User
let halls: Hall[]

const svgBytes = (body: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100">${body}</svg>`)
let serial = 0

async function uploadSvg(body: string): Promise<number> {
  serial += 1
  const data = svgBytes(body)
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'B5 测试平面图' },
    file: { data, mimetype: 'image/svg+xml', name: `b5-plan-${serial}.svg`, size: data.length },
    overrideAccess: false,
    user: reviewer,
    context: { disableRevalidate: true },
  })
  return media.id
}

/** The refusal's field errors; fails when the save went through. */
async function refused(save: Promise<unknown>): Promise<{ path: string; message: string }[]> {
  const error: unknown = await save.then(
    () => new Error('saved'),
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(ValidationError)
  return (error as ValidationError).data.errors
}

const saveAsReviewer = (id: number, data: Partial<Hall>) =>
  payload.update({ collection: 'halls', id, data, overrideAccess: false, user: reviewer, context: { disableRevalidate: true } })

beforeAll(async () => {
  payload = await getPayload({ config })
  reviewer = await payload.create({
    collection: 'users',
    data: { email: `b5-${Date.now()}@test.example`, password: 'Floor-plan-password-1', role: 'reviewer' },
    overrideAccess: true,
  })
  halls = (await payload.find({ collection: 'halls', depth: 0, sort: 'sortOrder', overrideAccess: true })).docs
})

describe('B5 floor plan: halls and booths', () => {
  it('B5 the demo ships two halls whose booths link all 20 demo exhibitors, some booths unlet', async () => {
    expect(halls).toHaveLength(2)
    const booths = halls.flatMap((hall) => hall.booths ?? [])
    const linked = new Set(booths.map((booth) => booth.exhibitor).filter((id) => id !== null && id !== undefined))
    expect(linked.size).toBe(20)
    expect(booths.some((booth) => !booth.exhibitor)).toBe(true)
    expect(halls[0]?.planBoothIds).toEqual(expect.arrayContaining(booths.slice(0, 1).map((booth) => booth.boothId)))
  })

  it('B5 an SVG plan with a script or an outside reference is refused on upload, nothing stored', async () => {
    const before = await payload.count({ collection: 'media', overrideAccess: true })
    for (const body of [
      '<rect id="booth-a"/><script>alert(1)</script>',
      '<rect id="booth-a" onclick="alert(1)"/>',
      '<image href="https://evil.example/x.png" width="10" height="10"/><rect id="booth-a"/>',
      '<rect id="booth-a" style="fill:url(https://evil.example/p.svg#g)"/>',
    ]) {
      const errors = await refused(uploadSvg(body))
      expect(errors[0]).toMatchObject({ path: 'file', message: expect.stringMatching(/^SVG 图片.+，不能上传$/) })
    }
    expect((await payload.count({ collection: 'media', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
  })

  it('B5 a booth id linked twice is refused on that row with a message, the hall unchanged', async () => {
    const hall = halls[1]!
    const booths = hall.booths ?? []
    const twice = [...booths, { boothId: booths[0]!.boothId, number: 'W3-999', exhibitor: null }]
    const errors = await refused(saveAsReviewer(hall.id, { booths: twice }))
    expect(errors).toContainEqual({
      path: `booths.${booths.length}.boothId`,
      message: expect.stringContaining('同一展位不能关联两次'),
      label: expect.anything(),
    })
    const after = await payload.findByID({ collection: 'halls', id: hall.id, depth: 0, overrideAccess: true, draft: true })
    expect(after.booths).toHaveLength(booths.length)
  })

  it('B5 a booth id the plan does not have, a booth number of another hall, and a plan without booths are refused', async () => {
    const [east, west] = [halls[0]!, halls[1]!]
    const westBooths = west.booths ?? []
    const unknown = await refused(saveAsReviewer(west.id, { booths: [...westBooths, { boothId: 'booth-nowhere', number: 'W3-998' }] }))
    expect(unknown.map((error) => error.message)).toContainEqual(expect.stringContaining('平面图中没有 ID 为 “booth-nowhere”'))
    const eastNumber = east.booths![0]!.number
    const stolen = westBooths.map((booth, index) => (index === 0 ? { ...booth, number: eastNumber } : booth))
    const numbers = await refused(saveAsReviewer(west.id, { booths: stolen }))
    expect(numbers).toContainEqual(
      expect.objectContaining({ path: 'booths.0.number', message: `展位号 “${eastNumber}” 已在另一个展馆中使用` }),
    )
    const empty = await uploadSvg('<rect id="wall"/>')
    const plan = await refused(saveAsReviewer(west.id, { plan: empty }))
    expect(plan).toContainEqual(expect.objectContaining({ path: 'plan', message: expect.stringContaining('图中没有展位') }))
  })

  it('B5 the page reads the published halls with their plans; no API answer carries the stored markup', async () => {
    const plan = await getFloorPlan(payload)
    expect(plan.halls.map((hall) => hall.name)).toEqual(halls.map((hall) => hall.name))
    expect(plan.halls[0]?.svg).toMatch(/^<\?xml|^<svg/)
    expect(plan.halls[0]?.booths.filter((booth) => booth.exhibitor !== null).length).toBeGreaterThan(0)
    const { status, body } = await restJson('/api/halls?depth=0')
    expect(status).toBe(200)
    const docs = body.docs as Record<string, unknown>[]
    expect(docs).toHaveLength(2)
    expect(docs.every((doc) => !('planMarkup' in doc))).toBe(true)
  })
})

describe('B5 Z1 the plan as the page reads it', () => {
  it('B5 Z1 a booth let to an exhibitor not published, or in the 回收站, is shown unlet; a preview shows its latest draft; the plan is two reads whatever its booths', async () => {
    const hall = halls[0]!
    const free = (hall.booths ?? []).filter((booth) => !booth.exhibitor).slice(0, 2)
    expect(free).toHaveLength(2)
    const [model] = (await payload.find({ collection: 'exhibitors', limit: 1, depth: 0 })).docs
    const make = (nameCN: string, status: 'draft' | 'published') =>
      payload.create({
        collection: 'exhibitors',
        data: { nameCN, category: model!.category, _status: status },
        depth: 0,
        draft: status === 'draft',
      })
    const trashed = await make('B5 回收站里的展商', 'published')
    const draft = await make('B5 未发布的展商', 'draft')
    const letTo = new Map([
      [free[0]!.id, trashed.id],
      [free[1]!.id, draft.id],
    ])
    const booths = (hall.booths ?? []).map((booth) => ({ ...booth, exhibitor: letTo.get(booth.id) ?? booth.exhibitor }))
    try {
      await payload.update({ collection: 'halls', id: hall.id, data: { booths }, context: { disableRevalidate: true } })
      await payload.delete({ collection: 'exhibitors', id: trashed.id, trash: true })
      const shown = async (read: () => Promise<Awaited<ReturnType<typeof getFloorPlan>>>) => {
        const plan = await read()
        const planned = plan.halls.find((each) => each.id === hall.id)?.booths ?? []
        return free.map((booth) => planned.find((each) => each.boothId === booth.boothId)?.exhibitor?.nameCN ?? null)
      }
      const watched = await statementsOf(payload, () => getFloorPlan(payload))
      expect(watched.statements.length).toBeLessThanOrEqual(2)
      expect(await shown(() => getFloorPlan(payload))).toEqual([null, null])
      // E4: a staff member's preview reads the latest drafts: the draft's name is on the plan there.
      expect(await shown(() => readingDrafts(() => getFloorPlan(payload)))).toEqual([null, 'B5 未发布的展商'])
    } finally {
      await payload.update({ collection: 'halls', id: hall.id, data: { booths: hall.booths }, context: { disableRevalidate: true } })
      await payload.delete({ collection: 'exhibitors', where: { id: { in: [trashed.id, draft.id] } }, trash: false })
    }
  })
})
