import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { getArticle } from '@/content-source/queries/columns'
import type { Role } from '@/accounts/access'
import type { User } from '@/payload-types'

import { createAccount, sessionUser, type TestAccount } from '../helpers/accounts'
import { freshAddress, restJson, signIn } from '../helpers/payload-rest'

type Staff = { account: TestAccount; user: User & { collection: 'users' }; token: string }
type Action =
  | 'create'
  | 'edit'
  | 'publish'
  | 'unpublish'
  | 'trash'
  | 'deleteForGood'
  | 'readOtherUsers'
  | 'changeSettings'
  | 'readAuditLog'
  | 'switchPopupAd'

/** E1: what each role may do (docs/editors.md has the same table). */
const ALLOWED: Record<Role, Record<Action, boolean>> = {
  admin: {
    create: true,
    edit: true,
    publish: true,
    unpublish: true,
    trash: true,
    deleteForGood: true,
    readOtherUsers: true,
    changeSettings: true,
    readAuditLog: true,
    switchPopupAd: true,
  },
  reviewer: {
    create: true,
    edit: true,
    publish: true,
    unpublish: true,
    trash: true,
    deleteForGood: false,
    readOtherUsers: false,
    changeSettings: false,
    readAuditLog: false,
    switchPopupAd: true,
  },
  editor: {
    create: true,
    edit: true,
    publish: false,
    unpublish: false,
    trash: true,
    deleteForGood: false,
    readOtherUsers: false,
    changeSettings: false,
    readAuditLog: false,
    switchPopupAd: false,
  },
  registrar: {
    create: false,
    edit: false,
    publish: false,
    unpublish: false,
    trash: false,
    deleteForGood: false,
    readOtherUsers: false,
    changeSettings: false,
    readAuditLog: false,
    switchPopupAd: false,
  },
  checker: {
    create: false,
    edit: false,
    publish: false,
    unpublish: false,
    trash: false,
    deleteForGood: false,
    readOtherUsers: false,
    changeSettings: false,
    readAuditLog: false,
    switchPopupAd: false,
  },
}
const ROLE_NAMES: Role[] = ['admin', 'reviewer', 'editor', 'registrar', 'checker']
const quiet = { context: { disableRevalidate: true } }

let payload: Payload
let menuId: number
const staff = {} as Record<Role, Staff>

beforeAll(async () => {
  payload = await getPayload({ config })
  const [menu] = (await payload.find({ collection: 'menus', limit: 1, depth: 0 })).docs
  if (!menu) throw new Error('the seed has no menu')
  menuId = menu.id
  for (const role of ROLE_NAMES) {
    const account = await createAccount(payload, `e1-${role}`, role)
    const { token } = await signIn(account.email, account.password, freshAddress())
    if (!token) throw new Error(`the ${role} could not sign in`)
    staff[role] = { account, user: await sessionUser(payload, account), token }
  }
})

/** An article as an admin leaves it: published (visible) or a draft never published. */
const article = (title: string, status: 'published' | 'draft') =>
  payload.create({
    collection: 'articles',
    data: { title, menu: menuId, publishedAt: new Date().toISOString(), _status: status },
    draft: status === 'draft',
    ...quiet,
  })

const succeeds = (attempt: Promise<unknown>): Promise<boolean> =>
  attempt.then(
    () => true,
    () => false,
  )

const mainStatus = async (id: number) => (await payload.findByID({ collection: 'articles', id, depth: 0, trash: true }))._status

/** Each action as the role does it through the Local API with its access rules; the answer is whether it took effect. */
const attempts: Record<Action, (who: Staff, role: Role) => Promise<boolean>> = {
  create: async (who, role) => {
    const title = `E1 ${role} 新建草稿`
    await succeeds(
      payload.create({
        collection: 'articles',
        data: { title, menu: menuId },
        draft: true,
        overrideAccess: false,
        user: who.user,
        ...quiet,
      }),
    )
    return (await payload.count({ collection: 'articles', where: { title: { equals: title } } })).totalDocs === 1
  },
  edit: async (who, role) => {
    const doc = await article(`E1 ${role} 编辑前`, 'published')
    await succeeds(
      payload.update({
        collection: 'articles',
        id: doc.id,
        data: { title: `E1 ${role} 编辑后` },
        draft: true,
        overrideAccess: false,
        user: who.user,
        ...quiet,
      }),
    )
    const latest = await payload.findByID({ collection: 'articles', id: doc.id, draft: true, depth: 0 })
    return latest.title === `E1 ${role} 编辑后`
  },
  publish: async (who, role) => {
    const doc = await article(`E1 ${role} 发布`, 'draft')
    await succeeds(
      payload.update({
        collection: 'articles',
        id: doc.id,
        data: { _status: 'published' },
        overrideAccess: false,
        user: who.user,
        ...quiet,
      }),
    )
    return (await mainStatus(doc.id)) === 'published'
  },
  unpublish: async (who, role) => {
    const doc = await article(`E1 ${role} 下线`, 'published')
    await succeeds(
      payload.update({ collection: 'articles', id: doc.id, data: { _status: 'draft' }, overrideAccess: false, user: who.user, ...quiet }),
    )
    return (await mainStatus(doc.id)) === 'draft'
  },
  trash: async (who, role) => {
    const doc = await article(`E1 ${role} 移入回收站`, 'published')
    await succeeds(
      payload.update({
        collection: 'articles',
        id: doc.id,
        data: { deletedAt: new Date().toISOString() },
        overrideAccess: false,
        user: who.user,
        ...quiet,
      }),
    )
    return (await payload.findByID({ collection: 'articles', id: doc.id, trash: true, depth: 0 })).deletedAt != null
  },
  deleteForGood: async (who, role) => {
    const doc = await article(`E1 ${role} 彻底删除`, 'published')
    await succeeds(payload.delete({ collection: 'articles', id: doc.id, overrideAccess: false, user: who.user, ...quiet }))
    return (await payload.count({ collection: 'articles', where: { id: { equals: doc.id } }, trash: true })).totalDocs === 0
  },
  readOtherUsers: async (who) => {
    const { docs } = await payload.find({ collection: 'users', overrideAccess: false, user: who.user, limit: 0, pagination: false })
    return docs.some((user) => user.id !== who.user.id)
  },
  changeSettings: async (who) => {
    const before = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const changed = await succeeds(
      payload.updateGlobal({
        slug: 'site-settings',
        data: { seoKeywords: `${before.seoKeywords ?? ''}` },
        draft: true,
        overrideAccess: false,
        user: who.user,
        ...quiet,
      }),
    )
    return changed
  },
  readAuditLog: async (who) => {
    const answer = await restJson('/api/audit-log?limit=1', { token: who.token })
    return answer.status === 200 && Array.isArray(answer.body.docs) && answer.body.docs.length === 1
  },
  switchPopupAd: async (who) => {
    const before = await payload.findGlobal({ slug: 'popup-ad', depth: 0 })
    const switched = await succeeds(
      payload.updateGlobal({ slug: 'popup-ad', data: { enabled: !before.enabled }, overrideAccess: false, user: who.user, ...quiet }),
    )
    if (switched) await payload.updateGlobal({ slug: 'popup-ad', data: { enabled: before.enabled }, ...quiet })
    return switched
  },
}

describe('E1 roles: 管理员, 审核员, 编辑, 报名管理员, enforced on the server', () => {
  for (const role of ROLE_NAMES) {
    for (const action of Object.keys(ALLOWED[role]) as Action[]) {
      const allowed = ALLOWED[role][action]
      it(`E1 ${role} ${action}: ${allowed ? 'allowed' : 'refused'}`, async () => {
        expect(await attempts[action](staff[role], role)).toBe(allowed)
      })
    }
  }

  it('E1 an editor’s duplicate of a published article is a draft, not a second published copy', async () => {
    const doc = await article('E1 复制源', 'published')
    const copy = await restJson(`/api/articles/${doc.id}/duplicate`, { method: 'POST', token: staff.editor.token, body: {} })
    expect(copy.status).toBeLessThan(300)
    const copyId = (copy.body.doc as { id: number }).id
    expect(copyId).not.toBe(doc.id)
    expect(await mainStatus(copyId)).toBe('draft')
  })

  it('E1 an editor cannot publish through REST (403), but saves a draft there; the public article is unchanged', async () => {
    const doc = await article('E1 REST 编辑前', 'published')
    const publish = await restJson(`/api/articles/${doc.id}`, {
      method: 'PATCH',
      token: staff.editor.token,
      body: { title: 'E1 REST 偷偷发布', _status: 'published' },
    })
    expect(publish.status).toBe(403)
    const unpublish = await restJson(`/api/articles/${doc.id}`, { method: 'PATCH', token: staff.editor.token, body: { _status: 'draft' } })
    expect(unpublish.status).toBe(403)
    const inPlace = await restJson(`/api/articles/${doc.id}`, {
      method: 'PATCH',
      token: staff.editor.token,
      body: { title: 'E1 REST 直接改已发布' },
    })
    expect(inPlace.status).toBe(403)
    const draft = await restJson(`/api/articles/${doc.id}?draft=true`, {
      method: 'PATCH',
      token: staff.editor.token,
      body: { title: 'E1 REST 草稿' },
    })
    expect(draft.status).toBe(200)
    expect((await getArticle(payload, doc.id)).title).toBe('E1 REST 编辑前')
    const create = await restJson('/api/articles', {
      token: staff.editor.token,
      body: { title: 'E1 REST 新建即发布', menu: menuId, _status: 'published' },
    })
    expect(create.status).toBe(403)
  })

  it('E1 an editor cannot publish by restoring an old version (only as a draft)', async () => {
    const doc = await article('E1 版本一', 'published')
    await payload.update({ collection: 'articles', id: doc.id, data: { title: 'E1 版本二', _status: 'published' }, ...quiet })
    const { docs } = await payload.findVersions({
      collection: 'articles',
      where: { parent: { equals: doc.id }, 'version.title': { equals: 'E1 版本一' } },
      depth: 0,
    })
    const [first] = docs
    if (!first) throw new Error('no version of the first title')
    // E2: a restore is a new draft over the live version; only "restore and publish" publishes.
    const publishing = await restJson(`/api/articles/versions/${first.id}?publish=true`, { method: 'POST', token: staff.editor.token })
    expect(publishing.status).toBe(403)
    expect((await getArticle(payload, doc.id)).title).toBe('E1 版本二')
    const asDraft = await restJson(`/api/articles/versions/${first.id}`, { method: 'POST', token: staff.editor.token })
    expect(asDraft.status).toBe(200)
    expect((await payload.findByID({ collection: 'articles', id: doc.id, draft: true, depth: 0 })).title).toBe('E1 版本一')
    expect((await getArticle(payload, doc.id)).title).toBe('E1 版本二')
  })

  it('E1 a registrar reads content as a visitor does (no drafts), and the admin hides content and settings from it', async () => {
    const draft = await article('E1 报名管理员看不到的草稿', 'draft')
    const asRegistrar = await restJson(`/api/articles/${draft.id}?draft=true`, { token: staff.registrar.token })
    expect(asRegistrar.status).toBe(404)
    const asEditor = await restJson(`/api/articles/${draft.id}?draft=true`, { token: staff.editor.token })
    expect(asEditor.status).toBe(200)
    for (const collection of ['menus', 'articles', 'exhibitors', 'downloads', 'media', 'documents'] as const) {
      const hidden = payload.collections[collection].config.admin.hidden
      expect(typeof hidden === 'function' && hidden({ user: staff.registrar.user as never }), collection).toBe(true)
      expect(typeof hidden === 'function' && hidden({ user: staff.editor.user as never }), collection).toBe(false)
    }
    const settings = payload.config.globals.find((global) => global.slug === 'site-settings')?.admin.hidden
    expect(typeof settings === 'function' && settings({ user: staff.editor.user as never })).toBe(true)
    expect(typeof settings === 'function' && settings({ user: staff.admin.user as never })).toBe(false)
    const me = await restJson('/api/users/me', { token: staff.registrar.token })
    expect((me.body.user as { role?: string }).role).toBe('registrar')
  })

  it('E1 E5 a publish scheduled by an editor is refused when the job runs: the article stays a draft', async () => {
    const draft = await article('E1 编辑定时发布', 'draft')
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: {
        type: 'publish',
        doc: { relationTo: 'articles', value: draft.id },
        user: { relationTo: 'users', value: staff.editor.user.id },
      },
    })
    await payload.jobs.run({ allQueues: true })
    expect(await mainStatus(draft.id)).toBe('draft')
  })

  it('E1 only an admin changes a role; GraphQL is off (404), so REST and the admin are the only ways in', async () => {
    const updated = await payload.update({
      collection: 'users',
      id: staff.reviewer.user.id,
      data: { role: 'admin' },
      overrideAccess: false,
      user: staff.reviewer.user,
    })
    expect(updated.role).toBe('reviewer')
    const graphql = await restJson('/api/graphql', { token: staff.admin.token, body: { query: '{ Articles { docs { id } } }' } })
    expect(graphql.status).toBe(404)
  })
})
