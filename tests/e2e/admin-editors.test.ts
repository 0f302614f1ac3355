import http from 'node:http'

import { describe, expect, inject, it } from 'vitest'

import { beijingDate } from '@/locales/dates'
import type { SiteConfig } from '@/content-source/contract'

import { createStaff, restAs } from '../helpers/admin-session'
import { apiItems } from './api'
import { signedInToAdmin, useBrowser } from './harness'
import { E2E_ADMIN } from './server'

/** GET `path` from the test server with another Host header, as a browser at another address of it sends. */
function getWithHost(path: string, host: string): Promise<{ status: number; location: string | undefined }> {
  const base = new URL(inject('baseURL'))
  return new Promise((resolve, reject) => {
    const request = http.get({ host: base.hostname, port: base.port, path, headers: { host } }, (response) => {
      response.resume()
      resolve({ status: response.statusCode ?? 0, location: response.headers.location })
    })
    request.on('error', reject)
  })
}

describe('what editors stumbled on in the admin', () => {
  const { open } = useBrowser()

  it('the admin opened at another address of the server is sent to PUBLIC_URL, where saving works', async () => {
    const base = new URL(inject('baseURL'))
    const answer = await getWithHost('/admin/collections/articles?limit=10', `localhost:${base.port}`)
    expect(answer.status).toBe(307)
    expect(answer.location).toBe(`${base.origin}/admin/collections/articles?limit=10`)
    expect((await getWithHost('/admin/login', base.host)).status).toBe(200)
    // The public site answers at any address: only the admin needs its one origin.
    expect((await getWithHost('/home', `localhost:${base.port}`)).status).toBe(200)
  })

  it('no Gravatar: signed in, the admin asks nothing of gravatar.com and shows no one’s e-mail hash', async () => {
    await open('desktop', {}, async ({ page }) => {
      const requested: string[] = []
      page.on('request', (request) => requested.push(request.url()))
      await signedInToAdmin(page, E2E_ADMIN)
      await page.goto('/admin/account', { waitUntil: 'load' })
      await page.locator('.template-default').first().waitFor()
      expect(requested.filter((url) => /gravatar/i.test(url))).toEqual([])
      expect(await page.content()).not.toMatch(/gravatar\.com/i)
    })
  })

  it('the exhibitor list is searchable by booth number', async () => {
    await open('desktop', {}, async ({ page }) => {
      await signedInToAdmin(page, E2E_ADMIN)
      await page.goto('/admin/collections/exhibitors', { waitUntil: 'load' })
      const firstRow = page.locator('table tbody tr').first()
      await firstRow.waitFor()
      const boothCell = firstRow.locator('td.cell-booth')
      const booth = (await boothCell.innerText()).trim()
      const name = (await firstRow.locator('td.cell-nameCN').innerText()).trim()
      expect(booth).toMatch(/\S/)
      await page.goto(`/admin/collections/exhibitors?search=${encodeURIComponent(booth)}`, { waitUntil: 'load' })
      await page.locator('table tbody tr').first().waitFor()
      const names = await page.locator('table tbody td.cell-nameCN').allInnerTexts()
      expect(names.map((text) => text.trim())).toContain(name)
      expect(names.length).toBeLessThan(5)
    })
  })

  it('E6 the audit log is in the admin for admins, with its CSV export, and lists this sign-in', async () => {
    await open('desktop', {}, async ({ page }) => {
      await signedInToAdmin(page, E2E_ADMIN)
      await page.goto('/admin/collections/audit-log', { waitUntil: 'load' })
      await page.getByRole('button', { name: '导出 CSV' }).waitFor()
      await page.locator('table tbody tr').first().waitFor()
      await page.locator('table tbody td.cell-action', { hasText: '登录' }).first().waitFor()
      // E9: dates in the admin in one format; content types by their Chinese names, not slugs.
      await page
        .locator('table tbody td.cell-createdAt')
        .getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
        .first()
        .waitFor()
      await page.locator('table tbody td.cell-collectionSlug', { hasText: '用户' }).first().waitFor()
      expect(await page.locator('table tbody td.cell-collectionSlug').allInnerTexts()).not.toContain('users')
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出 CSV' }).click()])
      expect(download.suggestedFilename()).toBe(`audit-log-${beijingDate(new Date())}.csv`)
    })
  })

  it('rich text: a table pasted from Word stays a table in the editor, under a fixed toolbar', async () => {
    await open('desktop', {}, async ({ page }) => {
      await signedInToAdmin(page, E2E_ADMIN)
      await page.goto('/admin/collections/articles/create', { waitUntil: 'load' })
      const editor = page.locator('[data-lexical-editor="true"]').first()
      await editor.waitFor()
      await expect(page.locator('.fixed-toolbar').count()).resolves.toBeGreaterThan(0)
      // What Word (and WPS) put on the clipboard for a 2×2 table.
      const wordHtml =
        '<table class=MsoTableGrid border=1 cellspacing=0 cellpadding=0 style="border-collapse:collapse;border:none">' +
        '<tr><td width=277 valign=top style="border:solid windowtext 1.0pt"><p class=MsoNormal><span lang=ZH-CN>展区</span></p></td>' +
        '<td width=277 valign=top><p class=MsoNormal><span lang=ZH-CN>展位</span></p></td></tr>' +
        '<tr><td width=277 valign=top><p class=MsoNormal>A 馆</p></td><td width=277 valign=top><p class=MsoNormal>A-101</p></td></tr></table>'
      await editor.click()
      await editor.evaluate((element, html) => {
        const data = new DataTransfer()
        data.setData('text/html', html)
        data.setData('text/plain', '展区\t展位\nA 馆\tA-101')
        element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
      }, wordHtml)
      await editor.locator('table').waitFor()
      await expect(editor.locator('table tr').count()).resolves.toBe(2)
      await expect(editor.locator('table').innerText()).resolves.toMatch(/展区[\s\S]*展位[\s\S]*A 馆[\s\S]*A-101/)
      // E9: the cell menu speaks Chinese.
      await editor.locator('table td').first().click()
      await page.locator('.table-cell-action-button').click()
      const menu = page.locator('.table-action-menu-dropdown')
      await menu.getByText('删除表格').waitFor()
      await menu.getByText('在下方插入 1 行').waitFor()
      expect(await menu.textContent()).not.toMatch(/Insert|Delete|Toggle|header/)
    })
  })

  it('E9 the sign-in page shows the exhibition’s name, not Payload’s logo', async () => {
    const [config] = await apiItems<SiteConfig>(inject('baseURL'), 'GetSiteConfig')
    await open('desktop', { path: '/admin/login' }, async ({ page }) => {
      const logo = page.locator('.organiser-logo')
      await logo.waitFor()
      expect(await logo.textContent()).toContain(config?.siteName)
      expect(await page.locator('svg.graphic-logo').count()).toBe(0)
    })
  })

  it('E3 an editor’s dashboard shows the drafts returned to them, with the reviewer’s comment', async () => {
    const base = inject('baseURL')
    const editor = await createStaff(base, 'editor', '编辑丙')
    const reviewer = await createStaff(base, 'reviewer', '审核员丙')
    const menus = await restAs(base, editor.token, '/api/menus?limit=1&depth=0')
    const menu = (menus.body.docs as { id: number }[])[0]?.id
    const draft = await restAs(base, editor.token, '/api/articles?draft=true', {
      body: { title: 'E3 被退回的稿件', menu, publishedAt: new Date().toISOString(), reviewState: 'pending' },
    })
    const id = (draft.body.doc as { id: number }).id
    const returned = await restAs(base, reviewer.token, `/api/articles/${id}?draft=true`, {
      method: 'PATCH',
      body: { reviewState: 'returned', reviewComment: '请补充展位号' },
    })
    expect(returned.status).toBe(200)
    await open('desktop', {}, async ({ page }) => {
      await signedInToAdmin(page, editor)
      await page.goto('/admin', { waitUntil: 'load' })
      const item = page.locator('.review-dashboard section', { hasText: '退回修改' }).locator('li', { hasText: 'E3 被退回的稿件' })
      await item.waitFor({ timeout: 15_000 })
      expect(await item.textContent()).toContain('审核意见：请补充展位号')
    })
  })
})
