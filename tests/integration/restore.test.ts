import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { getArticle } from '@/content-source/queries/columns'
import { getSiteConfig } from '@/content-source/queries/site-config'

import { createAccount } from '../helpers/accounts'
import { freshAddress, restJson, signIn } from '../helpers/payload-rest'

let payload: Payload
let menuId: number
const tokens: Record<'editor' | 'reviewer' | 'admin', string> = { editor: '', reviewer: '', admin: '' }

beforeAll(async () => {
  payload = await getPayload({ config })
  const [menu] = (await payload.find({ collection: 'menus', limit: 1, depth: 0, where: { _status: { equals: 'published' } } })).docs
  if (!menu) throw new Error('the seed has no menu')
  menuId = menu.id
  for (const role of ['editor', 'reviewer', 'admin'] as const) {
    const account = await createAccount(payload, `restore-${role}`, role)
    const { token } = await signIn(account.email, account.password, freshAddress())
    if (!token) throw new Error(`the ${role} could not sign in`)
    tokens[role] = token
  }
})

/** A published article with two published versions, and the id of the first one. */
async function articleWithHistory(title: string) {
  const article = await payload.create({
    collection: 'articles',
    data: { title: `${title} 第一版`, menu: menuId, publishedAt: new Date().toISOString(), _status: 'published' },
  })
  await payload.update({ collection: 'articles', id: article.id, data: { title: `${title} 第二版`, _status: 'published' } })
  const { docs } = await payload.findVersions({
    collection: 'articles',
    where: { parent: { equals: article.id }, 'version.title': { equals: `${title} 第一版` } },
  })
  const first = docs[0]
  if (!first) throw new Error('the first version was not kept')
  return { id: article.id, firstVersion: first.id }
}

const latestDraft = (id: number) => payload.findByID({ collection: 'articles', id, draft: true, depth: 0 })
const message = (body: Record<string, unknown>) => (body.errors as { message?: string }[] | undefined)?.[0]?.message

describe('E2 restoring a version never takes a document off the site', () => {
  for (const role of ['editor', 'reviewer'] as const) {
    it(`E2 ${role === 'editor' ? 'an editor' : 'a reviewer'} restores an older version through REST (as the admin asks it, ?draft=false): a new draft over the live version, which stays on the site`, async () => {
      const { id, firstVersion } = await articleWithHistory(`E2 ${role} 恢复`)
      const restored = await restJson(`/api/articles/versions/${firstVersion}?draft=false`, { method: 'POST', token: tokens[role] })
      expect(restored.status).toBe(200)
      expect((await getArticle(payload, id)).title).toBe(`E2 ${role} 恢复 第二版`)
      expect((await restJson(`/api/articles/${id}`)).body.title).toBe(`E2 ${role} 恢复 第二版`)
      expect(await latestDraft(id)).toMatchObject({ title: `E2 ${role} 恢复 第一版`, _status: 'draft', reviewState: 'draft' })
    })
  }

  it('E2 restoring a draft version of a published article (the reported case) keeps the article published', async () => {
    const article = await payload.create({
      collection: 'articles',
      data: { title: 'E2 线上版本', menu: menuId, publishedAt: new Date().toISOString(), _status: 'published' },
    })
    await payload.update({ collection: 'articles', id: article.id, data: { title: 'E2 早先的草稿' }, draft: true })
    await payload.update({ collection: 'articles', id: article.id, data: { title: 'E2 线上版本（新）', _status: 'published' } })
    const { docs } = await payload.findVersions({
      collection: 'articles',
      where: { parent: { equals: article.id }, 'version.title': { equals: 'E2 早先的草稿' } },
    })
    const draftVersion = docs[0]
    if (!draftVersion) throw new Error('the draft version was not kept')
    expect(
      (await restJson(`/api/articles/versions/${draftVersion.id}?draft=false`, { method: 'POST', token: tokens.reviewer })).status,
    ).toBe(200)
    expect((await getArticle(payload, article.id)).title).toBe('E2 线上版本（新）')
    expect((await latestDraft(article.id)).title).toBe('E2 早先的草稿')
    const { docs: entries } = await payload.find({
      collection: 'audit-log',
      where: { documentId: { equals: String(article.id) }, action: { equals: 'unpublish' } },
    })
    expect(entries).toEqual([])
  })

  it('E2 a reviewer restores and publishes (?publish=true): the site shows the restored version, published by the reviewer', async () => {
    const { id, firstVersion } = await articleWithHistory('E2 恢复并发布')
    const restored = await restJson(`/api/articles/versions/${firstVersion}?publish=true`, { method: 'POST', token: tokens.reviewer })
    expect(restored.status).toBe(200)
    expect((await getArticle(payload, id)).title).toBe('E2 恢复并发布 第一版')
    expect(await latestDraft(id)).toMatchObject({ _status: 'published', reviewState: 'published' })
  })

  it('E1 E2 an editor asking to restore and publish is refused with the reason in Chinese; nothing changes', async () => {
    const { id, firstVersion } = await articleWithHistory('E2 编辑不能恢复并发布')
    const refused = await restJson(`/api/articles/versions/${firstVersion}?publish=true`, { method: 'POST', token: tokens.editor })
    expect(refused.status).toBe(403)
    expect(message(refused.body)).toBe('只有审核员和管理员可以恢复并发布；恢复为草稿后请提交审核')
    expect((await latestDraft(id)).title).toBe('E2 编辑不能恢复并发布 第二版')
  })

  it('E2 the site settings restore only a published version, and publish it; a draft version is refused in Chinese', async () => {
    const before = await getSiteConfig(payload)
    const settings = (await restJson('/api/globals/site-settings')).body
    await payload.updateGlobal({ slug: 'site-settings', data: { seoKeywords: 'E2 设置草稿' }, draft: true })
    const { docs } = await payload.findGlobalVersions({ slug: 'site-settings', sort: '-updatedAt', limit: 10 })
    const draft = docs.find((version) => version.version._status === 'draft')
    const published = docs.find((version) => version.version._status === 'published')
    if (!draft || !published) throw new Error('the settings have no draft and published versions')
    for (const path of [
      `/api/globals/site-settings/versions/${draft.id}`,
      `/api/globals/site-settings/versions/${published.id}?draft=true`,
    ]) {
      const refused = await restJson(path, { method: 'POST', token: tokens.admin })
      expect(refused.status, path).toBe(400)
      expect(message(refused.body), path).toBe('站点设置只能恢复已发布的版本，恢复后立即发布')
    }
    expect((await getSiteConfig(payload)).seoKeywords).toBe(before.seoKeywords)
    expect((await restJson(`/api/globals/site-settings/versions/${published.id}`, { method: 'POST', token: tokens.admin })).status).toBe(
      200,
    )
    expect((await restJson('/api/globals/site-settings')).body.siteName).toBe(settings.siteName)
  })
})
