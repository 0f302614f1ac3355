import config from '@payload-config'
import { getPayload, type Payload, ValidationError } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { ensureFirstAdmin, GENERATED_ADMIN_EMAIL } from '@/accounts/first-admin'
import type { User } from '@/payload-types'

import { TEST_ADMIN } from './global-setup'

let payload: Payload
let editor: User

beforeAll(async () => {
  payload = await getPayload({ config })
  editor = await payload.create({
    collection: 'users',
    data: { email: `editor-${Date.now()}@test.example`, password: 'Editor-password-123', role: 'editor' },
    overrideAccess: true,
  })
})

describe('the first admin', () => {
  it('the admin from ADMIN_EMAIL/ADMIN_PASSWORD can sign in', async () => {
    const { user, token } = await payload.login({ collection: 'users', data: TEST_ADMIN })
    expect(token).toBeTruthy()
    expect(user?.role).toBe('admin')
  })

  it('an existing user base is left alone: no second admin, no password change', async () => {
    const logs: string[] = []
    await ensureFirstAdmin(payload, { ADMIN_EMAIL: 'other@test.example', ADMIN_PASSWORD: 'Another-password-1' }, (line) => logs.push(line))
    expect(logs).toEqual([])
    const { totalDocs } = await payload.count({ collection: 'users', where: { email: { equals: 'other@test.example' } } })
    expect(totalDocs).toBe(0)
  })
})

describe('SPEC §6 access: editors edit content, only admins manage users and settings', () => {
  it('anonymous visitors read content but cannot write it', async () => {
    const { totalDocs } = await payload.count({ collection: 'menus', overrideAccess: false })
    expect(totalDocs).toBeGreaterThan(0)
    await expect(payload.create({ collection: 'columns', data: { name: 'x' }, overrideAccess: false })).rejects.toThrow()
  })

  it('E8 an editor can create content and move it to the trash, not delete it for good', async () => {
    const context = { disableRevalidate: true }
    const column = await payload.create({
      collection: 'columns',
      data: { name: '编辑测试栏目' },
      overrideAccess: false,
      user: editor,
      context,
    })
    await expect(payload.delete({ collection: 'columns', id: column.id, overrideAccess: false, user: editor, context })).rejects.toThrow()
    await payload.update({
      collection: 'columns',
      id: column.id,
      data: { deletedAt: new Date().toISOString() },
      overrideAccess: false,
      user: editor,
      context,
    })
    const trashed = await payload.findByID({ collection: 'columns', id: column.id, trash: true, depth: 0 })
    expect(trashed.deletedAt).toBeTruthy()
  })

  it('an editor cannot change the site settings', async () => {
    await expect(
      payload.updateGlobal({ slug: 'site-settings', data: { siteName: '被篡改' }, overrideAccess: false, user: editor }),
    ).rejects.toThrow()
  })

  it('an editor cannot create users nor see other users, nor make themself admin', async () => {
    await expect(
      payload.create({
        collection: 'users',
        data: { email: 'x@test.example', password: 'Password-12345', role: 'editor' },
        overrideAccess: false,
        user: editor,
      }),
    ).rejects.toThrow()
    const visible = await payload.find({ collection: 'users', overrideAccess: false, user: editor })
    expect(visible.docs.map((user) => user.id)).toEqual([editor.id])
    const updated = await payload.update({
      collection: 'users',
      id: editor.id,
      data: { role: 'admin' },
      overrideAccess: false,
      user: editor,
    })
    expect(updated.role).toBe('editor')
  })

  it('a link field refuses javascript: URLs with a clear message', async () => {
    const error: unknown = await payload
      .create({
        collection: 'articles',
        data: { title: 'x', link: 'javascript:alert(1)', publishedAt: new Date().toISOString() },
        overrideAccess: false,
        user: editor,
      })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ValidationError)
    expect(JSON.stringify((error as ValidationError).data)).toContain('请输入以 http:// 或 https:// 开头的网址')
  })
})

// Last: it empties the user base for a moment.
describe('a generated first admin', () => {
  it('without ADMIN_PASSWORD on an empty user base, a random password is generated, printed once and works', async () => {
    const users = await payload.find({ collection: 'users', limit: 0, pagination: false, overrideAccess: true })
    // Park the existing users so the user base is empty, then restore them.
    await payload.delete({ collection: 'users', where: { id: { in: users.docs.map((user) => user.id) } }, overrideAccess: true })
    try {
      const logs: string[] = []
      await ensureFirstAdmin(payload, {}, (line) => logs.push(line))
      const password = /password: (\S+)/.exec(logs.join('\n'))?.[1]
      expect(password).toMatch(/^[\w-]{16}$/)
      const { user } = await payload.login({ collection: 'users', data: { email: GENERATED_ADMIN_EMAIL, password: password ?? '' } })
      expect(user?.role).toBe('admin')
      const again: string[] = []
      await ensureFirstAdmin(payload, {}, (line) => again.push(line))
      expect(again).toEqual([])
    } finally {
      await payload.delete({ collection: 'users', where: { email: { equals: GENERATED_ADMIN_EMAIL } }, overrideAccess: true })
      for (const user of users.docs) {
        await payload.create({
          collection: 'users',
          data: {
            email: user.email,
            role: user.role,
            name: user.name,
            password: user.email === TEST_ADMIN.email ? TEST_ADMIN.password : 'Editor-password-123',
          },
          overrideAccess: true,
        })
      }
    }
  })
})
