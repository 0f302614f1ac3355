import { beforeAll, describe, expect, inject, it } from 'vitest'

import { adminToken, createStaff, restAs, type Staff } from '../helpers/admin-session'
import { hydrated, signedInToAdmin, useBrowser } from './harness'

const baseURL = inject('baseURL')
let editor: Staff
let reviewer: Staff
let articleId: number

beforeAll(async () => {
  const admin = await adminToken(baseURL)
  editor = await createStaff(baseURL, 'editor', '李编辑')
  reviewer = await createStaff(baseURL, 'reviewer', '王审核')
  const menus = await restAs(baseURL, admin, '/api/menus?limit=1&depth=0')
  const menu = (menus.body.docs as { id: number }[])[0]?.id
  const created = await restAs(baseURL, admin, '/api/articles?draft=true', {
    body: { title: 'E7 两人同时编辑', menu, publishedAt: new Date().toISOString() },
  })
  articleId = (created.body.doc as { id: number }).id
})

describe('E7 two people on one document', () => {
  const { open } = useBrowser()

  it('E7 the lock names the editor and the time in Beijing time; the editor taken over is told at once, and their unsaved text is kept', async () => {
    await open('desktop', {}, async ({ context, page: editorPage }) => {
      await signedInToAdmin(editorPage, editor)
      await editorPage.goto(`/admin/collections/articles/${articleId}`, { waitUntil: 'load' })
      const title = editorPage.locator('#field-title')
      await hydrated(editorPage, '#field-title')
      await title.fill('E7 两人同时编辑（李编辑未保存的标题）')
      // Payload takes the lock when the form changes.
      await expect
        .poll(
          async () =>
            (await restAs(baseURL, editor.token, `/api/payload-locked-documents?where[document.value][equals]=${articleId}&depth=0`)).body
              .totalDocs,
          { timeout: 15_000 },
        )
        .toBe(1)

      await open('desktop', {}, async ({ page: reviewerPage }) => {
        await signedInToAdmin(reviewerPage, reviewer)
        await reviewerPage.goto(`/admin/collections/articles/${articleId}`, { waitUntil: 'load' })
        const locked = reviewerPage.locator('.document-locked')
        await locked.waitFor({ timeout: 15_000 })
        await expect.poll(() => locked.textContent()).toContain(editor.email)
        await expect.poll(() => locked.textContent()).toMatch(/上次编辑时间\s*\d{4}-\d{2}-\d{2} \d{2}:\d{2}（北京时间）/)
        expect(await locked.textContent()).not.toMatch(/用户: \d|\b(AM|PM)\b/)
        await reviewerPage.locator('#document-locked-take-over').click()
        await reviewerPage.locator('.document-locked').waitFor({ state: 'hidden' })

        // The editor, idle, is told within seconds, by name.
        const notice = editorPage.locator('.lock-taken-over')
        await notice.waitFor({ timeout: 20_000 })
        expect(await notice.textContent()).toContain(`王审核（${reviewer.email}）`)
        expect(await notice.textContent()).toContain('接管了此文档的编辑')
        await editorPage.locator('.lock-unsaved-texts textarea').first().waitFor()
        expect(await editorPage.locator('.lock-unsaved-texts').textContent()).toContain('E7 两人同时编辑（李编辑未保存的标题）')
      })

      // Opened again later, in another tab (read-only while the reviewer holds the lock), the document offers the kept text.
      const later = await context.newPage()
      await later.goto(`/admin/collections/articles/${articleId}`, { waitUntil: 'load' })
      const readOnly = later.locator('#document-locked-view-read-only')
      await readOnly.waitFor({ timeout: 10_000 }).then(
        () => readOnly.click(),
        () => undefined,
      )
      await later.locator('.lock-kept-work button').click()
      await expect.poll(() => later.locator('.lock-unsaved-texts').textContent()).toContain('E7 两人同时编辑（李编辑未保存的标题）')
    })
  }, 120_000)
})
