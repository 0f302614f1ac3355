import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { getArticle } from '@/content-source/queries/columns'
import { TRASH_DAYS } from '@/jobs/purge-trash'

import { createAccount } from '../helpers/accounts'
import { freshAddress, restJson, signIn } from '../helpers/payload-rest'

let payload: Payload
let menuId: number

beforeAll(async () => {
  payload = await getPayload({ config })
  const { docs } = await payload.find({ collection: 'menus', limit: 1, depth: 0 })
  const [menu] = docs
  if (!menu) throw new Error('the seed has no menu')
  menuId = menu.id
})

const newArticle = (title: string) =>
  payload.create({
    collection: 'articles',
    data: { title, menu: menuId, publishedAt: new Date().toISOString(), _status: 'published' },
    depth: 0,
  })
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()

describe('E8 回收站: delete is restorable, then purged by a job', () => {
  it('E8 a deleted article leaves the site and the API, stays in the trash and comes back when a reviewer restores it', async () => {
    const article = await newArticle('回收站测试：删除后恢复')
    const user = await anEditor()
    // What the admin's delete does: the document moves to the trash.
    await payload.update({
      collection: 'articles',
      id: article.id,
      data: { deletedAt: new Date().toISOString() },
      overrideAccess: false,
      user,
    })
    await expect(getArticle(payload, article.id)).rejects.toMatchObject({ status: 404 })
    const trashed = await payload.find({
      collection: 'articles',
      trash: true,
      where: { id: { equals: article.id }, deletedAt: { exists: true } },
    })
    expect(trashed.docs).toHaveLength(1)

    await payload.update({
      collection: 'articles',
      id: article.id,
      trash: true,
      data: { deletedAt: null },
      overrideAccess: false,
      user: await aReviewer(),
    })
    const restored = await getArticle(payload, article.id)
    expect(restored.title).toBe('回收站测试：删除后恢复')
  })

  it('E8 an editor trashes a published article and restores it through REST (as a draft save too): it comes back whole, as a draft waiting for review, not on the site', async () => {
    const article = await newArticle('回收站测试：编辑恢复')
    const token = await signedIn('editor')
    // ?draft=true, as the admin saves an editor's work: a move is never a draft save.
    const trashed = await restJson(`/api/articles/${article.id}?draft=true`, {
      method: 'PATCH',
      token,
      body: { deletedAt: new Date().toISOString() },
    })
    expect(trashed.status).toBe(200)
    await expect(getArticle(payload, article.id)).rejects.toMatchObject({ status: 404 })
    expect(await inTrash(article.id)).toBe(true)

    const restored = await restJson(`/api/articles/${article.id}?trash=true&draft=true`, {
      method: 'PATCH',
      token,
      body: { deletedAt: null },
    })
    expect(restored.status).toBe(200)
    expect(await inTrash(article.id)).toBe(false)
    const opened = await restJson(`/api/articles/${article.id}?draft=true&depth=0`, { token })
    expect(opened.status).toBe(200)
    expect(opened.body).toMatchObject({ title: '回收站测试：编辑恢复', _status: 'draft', reviewState: 'pending', deletedAt: null })
    await expect(getArticle(payload, article.id)).rejects.toMatchObject({ status: 404 })
  })

  it('E8 the admin’s 恢复 (a bulk update asking for a status): an editor restores only what they trashed, never published; a reviewer restores anything, published if asked', async () => {
    const article = await newArticle('回收站测试：谁可以恢复')
    const owner = await signedIn('editor')
    const other = await signedIn('editor')
    const reviewer = await signedIn('reviewer')
    expect(
      (await restJson(`/api/articles/${article.id}`, { method: 'PATCH', token: owner, body: { deletedAt: new Date().toISOString() } }))
        .status,
    ).toBe(200)
    const restore = (token: string, status: 'draft' | 'published') =>
      restJson(`/api/articles?trash=true&where[and][0][id][equals]=${article.id}&where[and][1][deletedAt][exists]=true`, {
        method: 'PATCH',
        token,
        body: { deletedAt: null, _status: status },
      })

    const refused = await restore(other, 'draft')
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain('编辑只能恢复自己移入回收站的内容；其他内容请审核员恢复')
    expect((await restore(owner, 'published')).status).toBe(403)
    expect(await inTrash(article.id)).toBe(true)

    expect((await restore(reviewer, 'published')).status).toBe(200)
    expect((await getArticle(payload, article.id)).title).toBe('回收站测试：谁可以恢复')
  })

  it('E8 an editor cannot delete for good (only an admin can), so the trash cannot be bypassed', async () => {
    const article = await newArticle('回收站测试：编辑不能彻底删除')
    await expect(
      payload.delete({ collection: 'articles', id: article.id, overrideAccess: false, user: await anEditor() }),
    ).rejects.toThrow()
    expect((await payload.findByID({ collection: 'articles', id: article.id, depth: 0 })).id).toBe(article.id)
  })

  it(`E8 O3 the purgeTrash job removes what has been in the trash over ${TRASH_DAYS} days, and nothing else`, async () => {
    const old = await newArticle('回收站测试：31 天前删除')
    const recent = await newArticle('回收站测试：昨天删除')
    const kept = await newArticle('回收站测试：未删除')
    await payload.update({ collection: 'articles', id: old.id, data: { deletedAt: daysAgo(TRASH_DAYS + 1) } })
    await payload.update({ collection: 'articles', id: recent.id, data: { deletedAt: daysAgo(1) } })

    await payload.jobs.queue({ task: 'purgeTrash', input: {}, queue: 'maintenance' })
    await payload.jobs.run({ queue: 'maintenance' })

    const remaining = await payload.find({
      collection: 'articles',
      trash: true,
      where: { id: { in: [old.id, recent.id, kept.id] } },
      depth: 0,
    })
    expect(remaining.docs.map((doc) => doc.id).sort()).toEqual([recent.id, kept.id].sort())
  })

  it('O3 an editor cannot queue jobs', async () => {
    const req = { user: await anEditor(), payload } as never
    await expect(payload.jobs.queue({ task: 'purgeTrash', input: {}, overrideAccess: false, req })).rejects.toThrow()
  })
})

/** Whether the article is in the 回收站, as the admin's trash view lists it. */
async function inTrash(id: number): Promise<boolean> {
  const { docs } = await payload.find({
    collection: 'articles',
    trash: true,
    draft: true,
    where: { id: { equals: id }, deletedAt: { exists: true } },
    depth: 0,
  })
  return docs.length > 0
}

/** A new account's REST session token. */
async function signedIn(role: 'editor' | 'reviewer'): Promise<string> {
  const account = await createAccount(payload, `trash-${role}`, role)
  const { token } = await signIn(account.email, account.password, freshAddress())
  if (!token) throw new Error(`the ${role} could not sign in`)
  return token
}

let editor: Awaited<ReturnType<typeof createEditor>> | undefined
const createEditor = async () => ({
  ...(await payload.create({
    collection: 'users',
    data: { email: `trash-editor-${Date.now()}@test.example`, password: 'Editor-password-123', role: 'editor' },
  })),
  collection: 'users' as const,
})
const anEditor = async () => (editor ??= await createEditor())
const aReviewer = async () => ({
  ...(await payload.create({
    collection: 'users',
    data: { email: `trash-reviewer-${Date.now()}@test.example`, password: 'Reviewer-password-123', role: 'reviewer' },
  })),
  collection: 'users' as const,
})
