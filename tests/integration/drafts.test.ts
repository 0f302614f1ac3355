import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { getArticle, getMenuArticles } from '@/content-source/queries/columns'
import { getSiteConfig } from '@/content-source/queries/site-config'
import { type ContentChange, onContentChanged } from '@/content-model/content-events'
import { localContentSource, previewContentSource } from '@/content-source/local'

import { createAccount, sessionUser } from '../helpers/accounts'
import { restJson } from '../helpers/payload-rest'

let payload: Payload
let menuId: number
let editor: Awaited<ReturnType<typeof sessionUser>>
const changes: ContentChange[] = []
let unsubscribe: () => void

beforeAll(async () => {
  payload = await getPayload({ config })
  const [menu] = (await payload.find({ collection: 'menus', limit: 1, depth: 0, where: { _status: { equals: 'published' } } })).docs
  if (!menu) throw new Error('the seed has no menu')
  menuId = menu.id
  editor = await sessionUser(payload, await createAccount(payload, 'e2-editor', 'editor'))
  unsubscribe = onContentChanged((change) => changes.push(change))
})

afterAll(() => unsubscribe())

const publish = (id: number, data: Record<string, unknown> = {}) =>
  payload.update({ collection: 'articles', id, data: { ...data, _status: 'published' } })
const saveDraft = (id: number, data: Record<string, unknown>) =>
  payload.update({ collection: 'articles', id, data, draft: true, overrideAccess: false, user: editor })
const inMenu = async (title: string) =>
  (await getMenuArticles(payload, menuId, { pageIndex: 1, pageSize: 100 })).items.some((item) => item.title === title)

describe('E2 drafts: a save is a draft until published; the public sees published versions only', () => {
  it('E2 a new draft is nowhere public (content API, Payload REST by list, id and ?draft=true); published, it is everywhere', async () => {
    const draft = await payload.create({
      collection: 'articles',
      data: { title: 'E2 新草稿', menu: menuId, publishedAt: new Date().toISOString() },
      draft: true,
      overrideAccess: false,
      user: editor,
    })
    expect(draft._status).toBe('draft')
    await expect(getArticle(payload, draft.id)).rejects.toMatchObject({ status: 404 })
    expect(await inMenu('E2 新草稿')).toBe(false)
    for (const path of [`/api/articles/${draft.id}`, `/api/articles/${draft.id}?draft=true`])
      expect((await restJson(path)).status, path).toBe(404)
    for (const path of [`/api/articles?where[id][equals]=${draft.id}`, `/api/articles?where[id][equals]=${draft.id}&draft=true`]) {
      expect((await restJson(path)).body.docs, path).toEqual([])
    }

    await publish(draft.id)
    expect((await getArticle(payload, draft.id)).title).toBe('E2 新草稿')
    expect(await inMenu('E2 新草稿')).toBe(true)
    expect((await restJson(`/api/articles/${draft.id}`)).body.title).toBe('E2 新草稿')
  })

  it('E2 a draft saved over a published article leaves the published version on the site until it is published', async () => {
    const article = await payload.create({
      collection: 'articles',
      data: { title: 'E2 已发布版本', menu: menuId, publishedAt: new Date().toISOString(), _status: 'published' },
    })
    await saveDraft(article.id, { title: 'E2 修改中的草稿' })
    expect((await getArticle(payload, article.id)).title).toBe('E2 已发布版本')
    expect((await restJson(`/api/articles/${article.id}`)).body.title).toBe('E2 已发布版本')
    const asked = await restJson(`/api/articles/${article.id}?draft=true`)
    expect(asked.body.title).toBe('E2 已发布版本')
    expect(JSON.stringify(asked.body)).not.toContain('修改中的草稿')
    expect((await payload.findByID({ collection: 'articles', id: article.id, draft: true })).title).toBe('E2 修改中的草稿')

    await publish(article.id, { title: 'E2 修改中的草稿' })
    expect((await getArticle(payload, article.id)).title).toBe('E2 修改中的草稿')
  })

  it('E2 a draft save clears no public cache; publishing and unpublishing do', async () => {
    const article = await payload.create({
      collection: 'articles',
      data: { title: 'E2 缓存', menu: menuId, publishedAt: new Date().toISOString(), _status: 'published' },
    })
    await localContentSource.getArticle(article.id)
    changes.length = 0
    await saveDraft(article.id, { title: 'E2 缓存（草稿）' })
    expect(changes).toEqual([])
    expect((await localContentSource.getArticle(article.id))?.title).toBe('E2 缓存')

    await publish(article.id, { title: 'E2 缓存（已发布）' })
    expect(changes).toContain('articles')
    expect((await localContentSource.getArticle(article.id))?.title).toBe('E2 缓存（已发布）')

    changes.length = 0
    await payload.update({ collection: 'articles', id: article.id, data: { _status: 'draft' } })
    expect(changes).toContain('articles')
    expect(await localContentSource.getArticle(article.id)).toBeNull()
  })

  it('E2 the last 50 versions of a document are kept, older ones go', async () => {
    const article = await payload.create({
      collection: 'articles',
      data: { title: 'E2 版本 0', menu: menuId, publishedAt: new Date().toISOString(), _status: 'published' },
      context: { disableRevalidate: true },
    })
    for (let version = 1; version <= 55; version += 1) {
      await payload.update({
        collection: 'articles',
        id: article.id,
        data: { title: `E2 版本 ${version}` },
        draft: true,
        context: { disableRevalidate: true },
      })
    }
    const { totalDocs, docs } = await payload.findVersions({
      collection: 'articles',
      where: { parent: { equals: article.id } },
      sort: '-updatedAt',
      limit: 1,
    })
    expect(totalDocs).toBe(50)
    expect(docs[0]?.version.title).toBe('E2 版本 55')
  })

  it('E2 a draft of the site settings changes nothing public until an admin publishes it; visitors never read it', async () => {
    const before = await getSiteConfig(payload)
    await payload.updateGlobal({ slug: 'site-settings', data: { seoKeywords: 'E2 设置草稿' }, draft: true })
    expect((await getSiteConfig(payload)).seoKeywords).toBe(before.seoKeywords)
    for (const path of ['/api/globals/site-settings', '/api/globals/site-settings?draft=true']) {
      expect((await restJson(path)).body.seoKeywords, path).toBe(before.seoKeywords)
    }
    await payload.updateGlobal({ slug: 'site-settings', data: { seoKeywords: before.seoKeywords, _status: 'published' } })
    expect((await getSiteConfig(payload)).seoKeywords).toBe(before.seoKeywords)
  })

  it('E4 the preview source reads the latest drafts, uncached; the public source keeps the published version', async () => {
    const article = await payload.create({
      collection: 'articles',
      data: { title: 'E4 已发布', menu: menuId, publishedAt: new Date().toISOString(), _status: 'published' },
    })
    await saveDraft(article.id, { title: 'E4 草稿预览' })
    expect((await previewContentSource.getArticle(article.id))?.title).toBe('E4 草稿预览')
    expect((await localContentSource.getArticle(article.id))?.title).toBe('E4 已发布')
    const fresh = await payload.create({
      collection: 'articles',
      data: { title: 'E4 从未发布', menu: menuId, publishedAt: new Date().toISOString() },
      draft: true,
    })
    expect((await previewContentSource.getArticle(fresh.id))?.title).toBe('E4 从未发布')
    expect(await localContentSource.getArticle(fresh.id)).toBeNull()
    const listed = await previewContentSource.getMenuArticles(menuId, { pageIndex: 1, pageSize: 100 })
    expect(listed.items.map((item) => item.title)).toEqual(expect.arrayContaining(['E4 草稿预览', 'E4 从未发布']))
  })

  it('O8 a visitor’s 404 (an article that is not there) is one info line, not an error with a stack', async () => {
    const errors = vi.spyOn(console, 'error')
    const infos = vi.spyOn(console, 'info')
    try {
      expect(await localContentSource.getArticle(999_999)).toBeNull()
      expect(errors).not.toHaveBeenCalled()
      expect(infos).toHaveBeenCalledWith('local content: 文章 999999 不存在')
    } finally {
      errors.mockRestore()
      infos.mockRestore()
    }
  })
})
