import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { rest, restJson } from '../helpers/payload-rest'

/** X5: the collections visitors may read through Payload's REST (docs/security.md says what of each). */
const PUBLIC_COLLECTIONS = [
  'menus',
  'rotation-charts',
  'columns',
  'articles',
  'pictures',
  'information-items',
  'exhibitors',
  'downloads',
  'media',
  'documents',
  // B5: the floor plan's published halls (their stored SVG markup is a hidden field).
  'halls',
]
const PUBLIC_GLOBALS = ['site-settings']
const quiet = { context: { disableRevalidate: true } }

let payload: Payload
let editor: User & { collection: 'users' }
let editorToken: string
let menuId: number

beforeAll(async () => {
  payload = await getPayload({ config })
  const email = `x5-editor-${Date.now()}@test.example`
  const password = 'Editor-password-123'
  editor = { ...(await payload.create({ collection: 'users', data: { email, password, role: 'editor' } })), collection: 'users' }
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  if (!token) throw new Error('the editor could not sign in')
  editorToken = token
  const [menu] = (await payload.find({ collection: 'menus', limit: 1, depth: 0 })).docs
  if (!menu) throw new Error('the seed has no menu')
  menuId = menu.id
})

/**
 * A visitor's answer holds nothing: refused, or, for Payload's preference-by-key endpoint (which
 * reads only the caller's own preferences), the empty answer every visitor gets.
 */
function expectNothingFor(path: string, { status, body }: { status: number; body: Record<string, unknown> }): void {
  if (path.startsWith('/api/payload-preferences/') && status === 200) expect(Object.keys(body).sort(), path).toEqual(['message', 'value'])
  else expect([401, 403, 404, 501], `${path} answered ${status}`).toContain(status)
  expect(body.docs, path).toBeUndefined()
  expect(body.totalDocs, path).toBeUndefined()
  expect(body.value ?? null, path).toBeNull()
  expect(JSON.stringify(body), path).not.toContain('@')
}

const trash = <T extends 'articles' | 'media' | 'downloads'>(collection: T, id: number) =>
  payload.update({ collection, id, data: { deletedAt: new Date().toISOString() }, ...quiet } as Parameters<Payload['update']>[0])

describe('X5 Payload REST shows visitors only what the public site shows', () => {
  it('X5 every collection but the public ones is closed to visitors: users, preferences, jobs, locked documents, migrations (and any added later)', async () => {
    const closed = payload.config.collections.map((collection) => collection.slug).filter((slug) => !PUBLIC_COLLECTIONS.includes(slug))
    expect(closed).toEqual(
      expect.arrayContaining(['users', 'payload-preferences', 'payload-jobs', 'payload-locked-documents', 'payload-migrations']),
    )
    for (const slug of closed) {
      for (const path of [`/api/${slug}`, `/api/${slug}/1`, `/api/${slug}/count`, `/api/${slug}?where[id][exists]=true`]) {
        expectNothingFor(path, await restJson(path))
      }
    }
  })

  it('X5 users: a visitor reads no account, by list, id, count or query, and no one from their own session', async () => {
    for (const path of ['/api/users', `/api/users/${editor.id}`, '/api/users/count', '/api/users?where[email][like]=test.example']) {
      const { status, body } = await restJson(path)
      expect(status, path).toBe(403)
      expect(JSON.stringify(body), path).not.toContain('test.example')
    }
    expect((await restJson('/api/users/me')).body.user).toBeNull()
  })

  it('X5 versions of every collection and global are closed to visitors', async () => {
    const paths = [
      ...payload.config.collections.map((collection) => `/api/${collection.slug}/versions`),
      ...payload.config.globals.map((global) => `/api/globals/${global.slug}/versions`),
    ]
    for (const path of paths) expectNothingFor(path, await restJson(path))
  })

  it('X5 globals: visitors read the site settings (what GetSiteConfig serves), no other global', async () => {
    expect((await restJson('/api/globals/site-settings')).status).toBe(200)
    for (const global of payload.config.globals.filter(({ slug }) => !PUBLIC_GLOBALS.includes(slug))) {
      expect([401, 403]).toContain((await restJson(`/api/globals/${global.slug}`)).status)
    }
  })

  it('X5 /api/access answers a visitor 403 and nothing of the content model; signed-in staff get their permissions', async () => {
    const visitor = await restJson('/api/access')
    expect(visitor.status).toBe(403)
    expect(JSON.stringify(visitor.body)).not.toMatch(/collections|users|fields/)
    const staff = await restJson('/api/access', { token: editorToken })
    expect(staff.status).toBe(200)
    expect(staff.body).toHaveProperty('collections.articles.read', true)
  })

  it('X5 GraphQL is off: /api/graphql answers 404 and no schema, to a query or an introspection', async () => {
    const introspection = { query: '{ __schema { types { name } } }' }
    for (const answer of [
      await restJson('/api/graphql', { body: introspection }),
      await restJson('/api/graphql', { body: introspection, token: editorToken }),
      await restJson('/api/graphql?query={__typename}'),
      await restJson('/api/graphql-playground'),
    ]) {
      expect(answer.status).toBe(404)
      expect(JSON.stringify(answer.body)).not.toContain('__schema')
      expect(answer.body.data).toBeUndefined()
    }
  })

  it('X5 ?draft=true shows a visitor exactly what the call without it shows, on every content collection, by list and by id', async () => {
    for (const slug of PUBLIC_COLLECTIONS) {
      const plain = await restJson(`/api/${slug}?depth=1&limit=200&sort=id`)
      const draft = await restJson(`/api/${slug}?depth=1&limit=200&sort=id&draft=true`)
      expect(plain.status, slug).toBe(200)
      expect(draft, slug).toEqual(plain)
      const first = (plain.body.docs as { id: number }[])[0]
      expect(first, `${slug} has documents to read`).toBeDefined()
      const byId = await restJson(`/api/${slug}/${first?.id}?depth=1`)
      expect(await restJson(`/api/${slug}/${first?.id}?depth=1&draft=true`), slug).toEqual(byId)
    }
    const global = await restJson('/api/globals/site-settings?depth=1')
    expect(await restJson('/api/globals/site-settings?depth=1&draft=true')).toEqual(global)
  })

  it('X5 the 回收站 is not public: ?trash=true shows a visitor nothing more, by list or by id; staff see it', async () => {
    const article = await payload.create({
      collection: 'articles',
      data: { title: 'X5 回收站里的文章', menu: menuId, publishedAt: new Date().toISOString(), _status: 'published' },
      ...quiet,
    })
    await trash('articles', article.id)
    const where = `where[id][equals]=${article.id}`
    expect((await restJson(`/api/articles?${where}&trash=true`)).body.docs).toEqual([])
    expect([403, 404]).toContain((await restJson(`/api/articles/${article.id}?trash=true`)).status)
    expect((await restJson(`/api/articles?${where}&trash=true`, { token: editorToken })).body.docs).toHaveLength(1)
  })

  it('X5 a picture in the 回收站 is no longer served to visitors; a live one is', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#b21410' } })
      .png()
      .toBuffer()
    const name = `x5-trashed-${Date.now()}.png`
    const picture = await payload.create({
      collection: 'media',
      data: { alt: 'X5 测试图片' },
      file: { data: png, mimetype: 'image/png', name, size: png.length },
      ...quiet,
    })
    expect((await rest(`/api/media/file/${name}`)).status).toBe(200)
    await trash('media', picture.id)
    expect((await rest(`/api/media/file/${name}`)).status).toBe(403)
    expect((await rest(`/api/media/file/${name}`, { token: editorToken })).status).toBe(200)
  })

  it("X5 columns: visitors read the name, not the editors' note (说明), and cannot query by it; staff read both", async () => {
    const column = await payload.create({
      collection: 'columns',
      data: { name: 'X5 栏目', description: '内部备注：明年改版', _status: 'published' },
      ...quiet,
    })
    const visitor = await restJson(`/api/columns/${column.id}`)
    expect(visitor.body.name).toBe('X5 栏目')
    expect(visitor.body).not.toHaveProperty('description')
    expect(JSON.stringify((await restJson('/api/columns?limit=100')).body)).not.toContain('内部备注')
    expect((await restJson('/api/columns?where[description][like]=内部')).status).toBe(400)
    expect((await restJson(`/api/columns/${column.id}`, { token: editorToken })).body.description).toBe('内部备注：明年改版')
  })

  it('X5 documents: a visitor reads a file only while the download page offers it', async () => {
    const name = `x5-plan-${Date.now()}.txt`
    const text = Buffer.from('明年的展位图，尚未公布', 'utf8')
    const file = await payload.create({
      collection: 'documents',
      data: {},
      file: { data: text, mimetype: 'text/plain', name, size: text.length },
      ...quiet,
    })
    expect((await rest(`/api/documents/file/${name}`)).status).toBe(403)
    expect([403, 404]).toContain((await restJson(`/api/documents/${file.id}`)).status)
    expect((await rest(`/api/documents/file/${name}`, { token: editorToken })).status).toBe(200)

    const download = await payload.create({
      collection: 'downloads',
      data: { title: 'X5 展位图', file: file.id, menu: menuId, _status: 'published' },
      ...quiet,
    })
    const offered = await rest(`/api/documents/file/${name}`)
    expect(offered.status).toBe(200)
    expect(await offered.text()).toBe('明年的展位图，尚未公布')
    expect((await restJson(`/api/documents/${file.id}`)).body.filename).toBe(name)

    await trash('downloads', download.id)
    expect((await rest(`/api/documents/file/${name}`)).status).toBe(403)
  })
})
