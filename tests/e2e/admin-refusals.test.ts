import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { PASSWORD_RULE } from '@/config/password-policy'

import { adminToken, createStaff, restAs, type Staff } from '../helpers/admin-session'
import * as files from '../helpers/upload-files'
import { hydrated, nextFrame, signedInToAdmin, useBrowser } from './harness'
import { E2E_ADMIN } from './server'

const baseURL = inject('baseURL')
type FieldError = { path: string; message: string }
let admin: string
let reviewer: Staff
let menuId: number

beforeAll(async () => {
  admin = await adminToken(baseURL)
  reviewer = await createStaff(baseURL, 'reviewer', '审核员甲')
  const menus = await restAs(baseURL, admin, '/api/menus?limit=1&depth=0')
  menuId = (menus.body.docs as { id: number }[])[0]?.id ?? 0
})

/** The one refusal of a REST answer: its message and its field errors. */
function refusalOf(body: Record<string, unknown>): { message: string; fields: FieldError[] } {
  const [error] = (body.errors as { message: string; data?: { errors?: FieldError[] } }[] | undefined) ?? []
  return { message: error?.message ?? '', fields: error?.data?.errors ?? [] }
}

async function upload(name: string, data: Buffer): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData()
  form.set('_payload', '{}')
  form.set('file', new Blob([new Uint8Array(data)]), name)
  const response = await fetch(`${baseURL}/api/documents`, { method: 'POST', headers: { Authorization: `JWT ${admin}` }, body: form })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/**
 * Makes a change in an admin form and waits for the form-state answer it causes: the form asks the
 * server for its state (a server action) 250 ms after a change, and an answer arriving after a
 * save's would clear the errors the save showed. A test saves once it has come.
 */
async function changeAndSettle(page: Page, change: () => Promise<unknown>): Promise<void> {
  const formState = page.waitForResponse((response) => {
    const request = response.request()
    return request.method() === 'POST' && request.headers()['next-action'] !== undefined && /"form-state"/.test(request.postData() ?? '')
  })
  await change()
  await formState
}

/** The message the admin shows under a field (its error tooltip), found by the field's path. */
const errorUnder = (page: Page, path: string) =>
  page.locator(`.field-type:has([id="field-${path}"]) .field-error, .field-type:has([name="${path}"]) .field-error`).first()

describe('E9 every refusal says its reason in Chinese, by the production server', () => {
  it('E7 E9 REST: a weak password names the password rule, in the message and under the field, for an admin’s new account and an editor’s own', async () => {
    const answer = await restAs(baseURL, admin, '/api/users', {
      body: { email: `weak-${Date.now()}@e2e.example`, password: 'short', role: 'editor' },
    })
    expect(answer.status).toBe(400)
    expect(refusalOf(answer.body)).toEqual({ message: PASSWORD_RULE, fields: [{ path: 'password', message: PASSWORD_RULE }] })
    // An editor changing their own password: the same rule, the same answer.
    const editor = await createStaff(baseURL, 'editor', '编辑甲')
    const own = await restAs(baseURL, editor.token, `/api/users/${editor.id}`, { method: 'PATCH', body: { password: 'password' } })
    expect(own.status).toBe(400)
    expect(refusalOf(own.body).fields).toEqual([{ path: 'password', message: PASSWORD_RULE }])
  })

  it('E9 REST: an e-mail already in use, in Chinese', async () => {
    const answer = await restAs(baseURL, admin, '/api/users', {
      body: { email: E2E_ADMIN.email, password: 'Strong-password-123', role: 'editor' },
    })
    expect(answer.status).toBe(400)
    expect(refusalOf(answer.body)).toEqual({
      message: '该电子邮件已被其他账号使用',
      fields: [expect.objectContaining({ path: 'email', message: '该电子邮件已被其他账号使用' })],
    })
  })

  it('E9 REST: a file name the 文件库 holds, and an HTML page named .pdf, are refused on the file field', async () => {
    const name = `e2e-同名-${Date.now()}.pdf`
    expect((await upload(name, await files.pdfFile())).status).toBe(201)
    const clash = refusalOf((await upload(name, await files.pdfFile())).body)
    expect(clash.fields).toEqual([{ path: 'file', message: expect.stringContaining(`文件库中已有同名文件“${name}”`) }])
    expect(clash.message).toBe(clash.fields[0]?.message)
    const fake = await upload(`e2e-假的-${Date.now()}.pdf`, files.htmlPage)
    expect(fake.status).toBe(400)
    expect(refusalOf(fake.body).fields).toEqual([{ path: 'file', message: expect.stringContaining('网页和脚本不能作为文件上传') }])
  })

  it('E3 E9 REST: 退回 without the reviewer’s comment, on the comment field', async () => {
    const draft = await restAs(baseURL, admin, '/api/articles?draft=true', {
      body: { title: 'E9 退回无意见', menu: menuId, publishedAt: new Date().toISOString() },
    })
    const id = (draft.body.doc as { id: number }).id
    const answer = await restAs(baseURL, reviewer.token, `/api/articles/${id}?draft=true`, {
      method: 'PATCH',
      body: { reviewState: 'returned' },
    })
    expect(answer.status).toBe(400)
    expect(refusalOf(answer.body)).toEqual({
      message: '退回时请填写审核意见',
      fields: [{ path: 'reviewComment', message: '退回时请填写审核意见' }],
    })
  })
})

describe('E9 the admin shows each refusal under its field, in Chinese', () => {
  const { open } = useBrowser()

  it('E7 E9 a weak password for a new account: the password rule under the password field', async () => {
    await open('desktop', {}, async ({ page }) => {
      await signedInToAdmin(page, E2E_ADMIN)
      await page.goto('/admin/collections/users/create', { waitUntil: 'load' })
      await hydrated(page, '#action-save')
      await page.locator('#field-email').fill(`weak-admin-${Date.now()}@e2e.example`)
      await page.locator('#field-password').fill('short')
      await changeAndSettle(page, () => page.locator('#field-confirm-password').fill('short'))
      await page.locator('#action-save').click()
      await expect.poll(() => errorUnder(page, 'password').textContent({ timeout: 1_000 }), { timeout: 30_000 }).toContain(PASSWORD_RULE)
      await expect(page.locator('.payload-toast-container').textContent()).resolves.toContain(PASSWORD_RULE)
    })
  })

  it('E9 an e-mail already in use for a new account: the reason under the e-mail field', async () => {
    await open('desktop', {}, async ({ page }) => {
      await signedInToAdmin(page, E2E_ADMIN)
      await page.goto('/admin/collections/users/create', { waitUntil: 'load' })
      await hydrated(page, '#action-save')
      await page.locator('#field-email').fill(E2E_ADMIN.email)
      await page.locator('#field-password').fill('Strong-password-123')
      await changeAndSettle(page, () => page.locator('#field-confirm-password').fill('Strong-password-123'))
      await page.locator('#action-save').click()
      await expect
        .poll(() => errorUnder(page, 'email').textContent({ timeout: 1_000 }), { timeout: 30_000 })
        .toContain('该电子邮件已被其他账号使用')
      // The form asks the server for its state after each change: the reason stays after that answer.
      await changeAndSettle(page, () => page.locator('#field-name').fill('同一地址'))
      await nextFrame(page)
      await expect(errorUnder(page, 'email').textContent({ timeout: 1_000 })).resolves.toContain('该电子邮件已被其他账号使用')
      expect(await page.locator('.payload-toast-container').textContent()).not.toMatch(/The following field|下面的字段是无效的/)
    })
    // A sign-in costs a PBKDF2 of 600 000 rounds, and the create view loads the whole admin: minutes on a busy machine.
  }, 120_000)

  it('E3 E9 a reviewer choosing 退回 without a comment: the reason under 审核意见', async () => {
    const draft = await restAs(baseURL, admin, '/api/articles?draft=true', {
      body: { title: 'E9 后台退回无意见', menu: menuId, publishedAt: new Date().toISOString() },
    })
    const id = (draft.body.doc as { id: number }).id
    await open('desktop', {}, async ({ page }) => {
      await signedInToAdmin(page, reviewer)
      await page.goto(`/admin/collections/articles/${id}`, { waitUntil: 'load' })
      await hydrated(page, '#action-save-draft')
      await changeAndSettle(page, async () => {
        await page.locator('#field-reviewState .rs__control').click()
        await page.locator('.rs__option', { hasText: '退回' }).click()
      })
      // Save only once the choice shows in the form: a click before that may send the previous state.
      await expect.poll(() => page.locator('#field-reviewState .rs__single-value').textContent(), { timeout: 30_000 }).toBe('退回')
      // The refused save makes the form ask for its state again: the reason stays shown after that answer.
      await changeAndSettle(page, async () => {
        await page.locator('#action-save-draft').click()
        await expect
          .poll(() => errorUnder(page, 'reviewComment').textContent({ timeout: 1_000 }), { timeout: 30_000 })
          .toContain('退回时请填写审核意见')
      })
      // Read once the page has drawn what that answer brought.
      await nextFrame(page)
      await expect(errorUnder(page, 'reviewComment').textContent({ timeout: 1_000 })).resolves.toContain('退回时请填写审核意见')
    })
  })

  it('E9 a file whose name the 文件库 holds, and an HTML page named .pdf: the reason on the upload, in Chinese', async () => {
    const name = `e2e-后台同名-${Date.now()}.pdf`
    expect((await upload(name, await files.pdfFile())).status).toBe(201)
    await open('desktop', {}, async ({ context, page }) => {
      await signedInToAdmin(page, E2E_ADMIN)
      await page.goto('/admin/collections/documents/create', { waitUntil: 'load' })
      await hydrated(page, 'input[type="file"]')
      await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'application/pdf', buffer: await files.pdfFile() })
      await page.locator('#action-save').click()
      await page.getByText(`文件库中已有同名文件“${name}”`).first().waitFor({ timeout: 15_000 })
      expect(await page.locator('main').innerText()).not.toMatch(/下面的字段是无效的|The following field/)

      // A second tab: the first holds an unsaved upload, and leaving it asks first.
      const second = await context.newPage()
      await second.goto('/admin/collections/documents/create', { waitUntil: 'load' })
      await hydrated(second, 'input[type="file"]')
      await second
        .locator('input[type="file"]')
        .setInputFiles({ name: `e2e-后台假的-${Date.now()}.pdf`, mimeType: 'application/pdf', buffer: files.htmlPage })
      await second.locator('#action-save').click()
      await second.getByText('网页和脚本不能作为文件上传').first().waitFor({ timeout: 15_000 })
    })
  })
})
