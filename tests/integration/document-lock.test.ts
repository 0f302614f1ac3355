import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createAccount, type TestAccount } from '../helpers/accounts'
import { freshAddress, restJson, signIn } from '../helpers/payload-rest'

let payload: Payload
let menuId: number

beforeAll(async () => {
  payload = await getPayload({ config })
  const [menu] = (await payload.find({ collection: 'menus', limit: 1, depth: 0 })).docs
  if (!menu) throw new Error('the seed has no menu')
  menuId = menu.id
})

async function signedIn(label: string, role: 'editor' | 'reviewer' | 'registrar', name?: string): Promise<TestAccount & { token: string }> {
  const account = await createAccount(payload, label, role)
  if (name) await payload.update({ collection: 'users', id: account.id, data: { name } })
  const { token } = await signIn(account.email, account.password, freshAddress())
  if (!token) throw new Error(`${label} could not sign in`)
  return { ...account, token }
}

// The lock made here would let the next files' editors see its holder's account: gone with the file.
afterAll(async () => {
  await payload.delete({ collection: 'payload-locked-documents', where: { id: { exists: true } } })
})

describe('E7 two people on one document: the lock names who holds it', () => {
  it('E7 an editor reads the name and e-mail of the reviewer who holds an article’s lock (not “用户: 3”), never their role; no one else’s account', async () => {
    const article = await payload.create({
      collection: 'articles',
      data: { title: 'E7 锁定', menu: menuId, publishedAt: new Date().toISOString() },
      draft: true,
    })
    const reviewer = await signedIn('e7-reviewer', 'reviewer', '王审核')
    const bystander = await signedIn('e7-bystander', 'reviewer')
    const editor = await signedIn('e7-editor', 'editor')
    await payload.create({
      collection: 'payload-locked-documents',
      data: { document: { relationTo: 'articles', value: article.id }, user: { relationTo: 'users', value: reviewer.id } },
    })

    const lock = await restJson(`/api/payload-locked-documents?where[document.value][equals]=${article.id}&depth=1`, {
      token: editor.token,
    })
    const holder = (lock.body.docs as { user: { value: Record<string, unknown> } }[])[0]?.user.value
    expect(holder).toMatchObject({ id: reviewer.id, email: reviewer.email, name: '王审核' })
    expect(holder).not.toHaveProperty('role')

    const accounts = ((await restJson('/api/users?limit=100', { token: editor.token })).body.docs as { id: number }[]).map(
      (account) => account.id,
    )
    expect(accounts).toContain(reviewer.id)
    expect(accounts).toContain(editor.id)
    expect(accounts).not.toContain(bystander.id)
    const registrar = await signedIn('e7-registrar', 'registrar')
    expect(
      ((await restJson('/api/users?limit=100', { token: registrar.token })).body.docs as { id: number }[]).map((account) => account.id),
    ).toEqual([registrar.id])
  })
})
