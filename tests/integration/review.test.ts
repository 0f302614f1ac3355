import config from '@payload-config'
import { getPayload, type Payload, ValidationError } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { getReviewQueue } from '@/admin/review-queue'
import type { User } from '@/payload-types'

import { createAccount, sessionUser } from '../helpers/accounts'
import { restJson } from '../helpers/payload-rest'

type Staff = User & { collection: 'users' }

let payload: Payload
let menuId: number
let editor: Staff
let reviewer: Staff
let registrar: Staff

beforeAll(async () => {
  payload = await getPayload({ config })
  const [menu] = (await payload.find({ collection: 'menus', limit: 1, depth: 0 })).docs
  if (!menu) throw new Error('the seed has no menu')
  menuId = menu.id
  editor = await sessionUser(payload, await createAccount(payload, 'e3-editor', 'editor'))
  reviewer = await sessionUser(payload, await createAccount(payload, 'e3-reviewer', 'reviewer'))
  registrar = await sessionUser(payload, await createAccount(payload, 'e3-registrar', 'registrar'))
})

const as = (user: Staff) => ({ overrideAccess: false, user, draft: true }) as const

const newDraft = (title: string) =>
  payload.create({ collection: 'articles', data: { title, menu: menuId, publishedAt: new Date().toISOString() }, ...as(editor) })

async function refusal(save: Promise<unknown>): Promise<string> {
  const error: unknown = await save.then(
    () => new Error('saved'),
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(ValidationError)
  return (error as ValidationError).data.errors.map((fieldError) => fieldError.message).join(' | ')
}

const latestDraft = (id: number) => payload.findByID({ collection: 'articles', id, draft: true, depth: 0 })

describe('E3 review: 草稿 → 待审核 → 已发布, or 退回 with the reviewer’s comment', () => {
  it('E3 a new draft is 草稿; an editor submits it (待审核) with a note, and the dashboard lists it as waiting', async () => {
    const draft = await newDraft('E3 待审核稿件')
    expect(draft.reviewState).toBe('draft')
    await payload.update({
      collection: 'articles',
      id: draft.id,
      data: { reviewState: 'pending', reviewNote: '请审核展会新闻稿' },
      ...as(editor),
    })
    expect((await latestDraft(draft.id)).reviewState).toBe('pending')
    const queue = await getReviewQueue(payload, reviewer)
    const waiting = queue?.waiting.find((item) => item.collection === 'articles' && item.id === draft.id)
    expect(waiting).toMatchObject({ title: 'E3 待审核稿件', note: '请审核展会新闻稿', collectionLabel: '文章' })
  })

  it('E3 an editor can never set 已发布 or 退回', async () => {
    const draft = await newDraft('E3 编辑不能自行发布')
    for (const reviewState of ['published', 'returned'] as const) {
      const message = await refusal(
        payload.update({ collection: 'articles', id: draft.id, data: { reviewState, reviewComment: '自己退回' }, ...as(editor) }),
      )
      expect(message).toContain('编辑只能将审核状态设为“草稿”或“待审核”')
    }
    expect((await latestDraft(draft.id)).reviewState).toBe('draft')
  })

  it('E3 退回 needs the reviewer’s comment; with it the draft goes back to the editor, who cannot write the comment', async () => {
    const draft = await newDraft('E3 退回稿件')
    await payload.update({ collection: 'articles', id: draft.id, data: { reviewState: 'pending' }, ...as(editor) })
    expect(
      await refusal(payload.update({ collection: 'articles', id: draft.id, data: { reviewState: 'returned' }, ...as(reviewer) })),
    ).toBe('退回时请填写审核意见')
    await payload.update({
      collection: 'articles',
      id: draft.id,
      data: { reviewState: 'returned', reviewComment: '标题过长，请修改' },
      ...as(reviewer),
    })
    expect(await latestDraft(draft.id)).toMatchObject({ reviewState: 'returned', reviewComment: '标题过长，请修改' })
    await payload.update({
      collection: 'articles',
      id: draft.id,
      data: { title: 'E3 退回后修改', reviewComment: '编辑改写的意见' },
      ...as(editor),
    })
    expect(await latestDraft(draft.id)).toMatchObject({ reviewState: 'draft', reviewComment: '标题过长，请修改' })
  })

  it('E3 the dashboard shows an editor the drafts returned to them, with the reviewer’s comment; another editor does not see them, reviewers do', async () => {
    const draft = await newDraft('E3 退回给编辑')
    await payload.update({ collection: 'articles', id: draft.id, data: { reviewState: 'pending' }, ...as(editor) })
    await payload.update({
      collection: 'articles',
      id: draft.id,
      data: { reviewState: 'returned', reviewComment: '请补充展会日期' },
      ...as(reviewer),
    })
    const returnedIn = async (user: Staff) =>
      (await getReviewQueue(payload, user))?.returned.find((item) => item.collection === 'articles' && item.id === draft.id)
    expect(await returnedIn(editor)).toMatchObject({ title: 'E3 退回给编辑', note: '请补充展会日期', collectionLabel: '文章' })
    expect(await returnedIn(reviewer)).toMatchObject({ note: '请补充展会日期' })
    const otherEditor = await sessionUser(payload, await createAccount(payload, 'e3-other-editor', 'editor'))
    expect(await returnedIn(otherEditor)).toBeUndefined()
  })

  it('E3 publishing sets 已发布, and the dashboard lists it as recently published; a later draft is 草稿 again', async () => {
    const draft = await newDraft('E3 发布稿件')
    await payload.update({ collection: 'articles', id: draft.id, data: { reviewState: 'pending' }, ...as(editor) })
    const published = await payload.update({
      collection: 'articles',
      id: draft.id,
      data: { _status: 'published' },
      overrideAccess: false,
      user: reviewer,
    })
    expect(published.reviewState).toBe('published')
    const queue = await getReviewQueue(payload, editor)
    expect(queue?.recent.some((item) => item.collection === 'articles' && item.id === draft.id)).toBe(true)
    expect(queue?.waiting.some((item) => item.collection === 'articles' && item.id === draft.id)).toBe(false)
    await payload.update({
      collection: 'articles',
      id: draft.id,
      data: { title: 'E3 发布后再改', reviewState: 'published' },
      ...as(editor),
    })
    expect((await latestDraft(draft.id)).reviewState).toBe('draft')
  })

  it('E3 the dashboard lists scheduled publishes and unpublishes with their time', async () => {
    const draft = await newDraft('E3 定时稿件')
    const at = new Date(Date.now() + 3_600_000)
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'articles', value: draft.id }, user: { relationTo: 'users', value: reviewer.id } },
      waitUntil: at,
    })
    const queue = await getReviewQueue(payload, reviewer)
    const item = queue?.scheduled.find((entry) => entry.collection === 'articles' && entry.id === draft.id)
    expect(item).toMatchObject({ title: 'E3 定时稿件', note: '定时发布' })
    expect(new Date(item?.at ?? 0).toISOString()).toBe(at.toISOString())
  })

  it('E3 the review board is for content staff: a registrar gets none, visitors read no review field', async () => {
    expect(await getReviewQueue(payload, registrar)).toBeNull()
    expect(await getReviewQueue(payload, null)).toBeNull()
    const published = await payload.create({
      collection: 'articles',
      data: {
        title: 'E3 访客看不到审核字段',
        menu: menuId,
        publishedAt: new Date().toISOString(),
        _status: 'published',
        reviewNote: '内部说明',
      },
    })
    const visitor = await restJson(`/api/articles/${published.id}`)
    expect(visitor.body.title).toBe('E3 访客看不到审核字段')
    for (const field of ['reviewState', 'reviewNote', 'reviewComment']) expect(visitor.body).not.toHaveProperty(field)
  })
})
