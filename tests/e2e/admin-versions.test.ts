import { beforeAll, describe, expect, inject, it } from 'vitest'

import { beijingDateTime } from '@/locales/dates'

import { adminToken, createStaff, restAs, type Staff } from '../helpers/admin-session'
import { apiItems } from './api'
import { hydrated, signedInToAdmin, useBrowser } from './harness'
import type { ArticleItem } from '@/content-source/contract'

const baseURL = inject('baseURL')
let admin: string
let reviewer: Staff
let editor: Staff
let menuId: number

beforeAll(async () => {
  admin = await adminToken(baseURL)
  reviewer = await createStaff(baseURL, 'reviewer', '审核员乙')
  editor = await createStaff(baseURL, 'editor', '编辑乙')
  const menus = await restAs(baseURL, admin, '/api/menus?limit=1&depth=0&where[_status][equals]=published')
  menuId = (menus.body.docs as { id: number }[])[0]?.id ?? 0
})

/** A published article with a second published version; the id of its first version. */
async function articleWithHistory(title: string): Promise<{ id: number; firstVersion: number; firstAt: string }> {
  const created = await restAs(baseURL, admin, '/api/articles', {
    body: { title: `${title} 第一版`, menu: menuId, publishedAt: new Date().toISOString(), _status: 'published' },
  })
  const id = (created.body.doc as { id: number }).id
  await restAs(baseURL, admin, `/api/articles/${id}`, { method: 'PATCH', body: { title: `${title} 第二版`, _status: 'published' } })
  const versions = await restAs(
    baseURL,
    admin,
    `/api/articles/versions?where[parent][equals]=${id}&where[version.title][equals]=${encodeURIComponent(`${title} 第一版`)}&depth=0`,
  )
  const [first] = versions.body.docs as { id: number; updatedAt: string }[]
  if (!first) throw new Error('the first version was not kept')
  return { id, firstVersion: first.id, firstAt: first.updatedAt }
}

/** The article's title as the content API gives it to the site, or null when it is not on the site. */
async function onSite(id: number): Promise<string | null> {
  const items = await apiItems<ArticleItem>(baseURL, 'GetArticleDetail', { id }).catch(() => [])
  return items[0]?.title ?? null
}

describe('E2 restoring a version in the admin keeps the site up, and says so', () => {
  const { open } = useBrowser()

  it('E2 E5 恢复为草稿: the dialog says a new draft is made and the live version stays, with the version’s Beijing time; the site keeps the live version', async () => {
    const { id, firstVersion, firstAt } = await articleWithHistory('E2 后台恢复')
    const when = beijingDateTime(new Date(firstAt))
    await open('desktop', {}, async ({ page }) => {
      await signedInToAdmin(page, reviewer)
      await page.goto(`/admin/collections/articles/${id}/versions/${firstVersion}`, { waitUntil: 'load' })
      // The breadcrumb names the version by its Beijing time.
      await page.locator('.step-nav').getByText(when).first().waitFor({ timeout: 15_000 })
      await hydrated(page, '.restore-version button')
      await page.locator('.restore-version button').first().click()
      const dialog = page.locator('.confirmation-modal').filter({ hasText: '恢复到' })
      await expect
        .poll(() => dialog.textContent())
        .toContain(`将把此文章恢复到 ${when}（北京时间）时的内容，保存为一份新草稿：网站上已发布的版本保持不变`)
      await dialog.locator('#confirm-action').click()
      await page.waitForURL(new RegExp(`/admin/collections/articles/${id}$`), { timeout: 30_000 })
      await expect.poll(() => page.locator('#field-title').inputValue()).toBe('E2 后台恢复 第一版')
    })
    expect(await onSite(id)).toBe('E2 后台恢复 第二版')
  })

  it('E2 恢复并发布 (reviewers only): its dialog says the site changes at once; afterwards the site shows the restored version', async () => {
    const { id, firstVersion, firstAt } = await articleWithHistory('E2 后台恢复并发布')
    await open('desktop', {}, async ({ page }) => {
      await signedInToAdmin(page, editor)
      await page.goto(`/admin/collections/articles/${id}/versions/${firstVersion}`, { waitUntil: 'load' })
      await page.locator('.restore-version').waitFor()
      expect(await page.locator('.restore-and-publish').count()).toBe(0)
    })
    await open('desktop', {}, async ({ page }) => {
      await signedInToAdmin(page, reviewer)
      await page.goto(`/admin/collections/articles/${id}/versions/${firstVersion}`, { waitUntil: 'load' })
      await hydrated(page, '.restore-and-publish')
      await page.locator('.restore-and-publish').click()
      const dialog = page.locator('.confirmation-modal').filter({ hasText: '确认恢复并发布' })
      await expect
        .poll(() => dialog.textContent())
        .toContain(`将把此文章恢复到 ${beijingDateTime(new Date(firstAt))}（北京时间）时的内容并立即发布，替换网站上的当前版本。`)
      await dialog.locator('#confirm-action').click()
      await page.waitForURL(new RegExp(`/admin/collections/articles/${id}$`), { timeout: 30_000 })
    })
    await expect.poll(() => onSite(id), { timeout: 15_000 }).toBe('E2 后台恢复并发布 第一版')
  })
})

describe('E8 the 回收站 for editors, in REST and the admin alike', () => {
  const { open } = useBrowser()

  it('E8 an editor trashes a live article and restores it through REST; the admin opens it whole, as a draft waiting for review', async () => {
    const created = await restAs(baseURL, admin, '/api/articles', {
      body: { title: 'E8 编辑恢复', menu: menuId, publishedAt: new Date().toISOString(), _status: 'published' },
    })
    const id = (created.body.doc as { id: number }).id
    expect(
      (
        await restAs(baseURL, editor.token, `/api/articles/${id}?draft=true`, {
          method: 'PATCH',
          body: { deletedAt: new Date().toISOString() },
        })
      ).status,
    ).toBe(200)
    expect(await onSite(id)).toBeNull()
    expect(
      (await restAs(baseURL, editor.token, `/api/articles/${id}?trash=true&draft=true`, { method: 'PATCH', body: { deletedAt: null } }))
        .status,
    ).toBe(200)
    await open('desktop', {}, async ({ page }) => {
      await signedInToAdmin(page, editor)
      await page.goto(`/admin/collections/articles/${id}`, { waitUntil: 'load' })
      await expect.poll(() => page.locator('#field-title').inputValue(), { timeout: 15_000 }).toBe('E8 编辑恢复')
      expect(await page.locator('main').innerText()).not.toContain('无法找到')
      await expect.poll(() => page.locator('#field-reviewState .rs__single-value').textContent()).toBe('待审核')
      await page.goto('/admin/collections/articles/trash', { waitUntil: 'load' })
      await expect.poll(() => page.locator('body').innerText(), { timeout: 15_000 }).toMatch(/回收站/)
      expect(await page.locator('body').innerText()).not.toContain('E8 编辑恢复')
    })
    expect(await onSite(id)).toBeNull()
  })

  it('E8 an editor restores in the admin’s 回收站 what they trashed (as a draft); the toasts say 回收站', async () => {
    const created = await restAs(baseURL, admin, '/api/articles', {
      body: { title: 'E8 后台回收站', menu: menuId, publishedAt: new Date().toISOString(), _status: 'published' },
    })
    const id = (created.body.doc as { id: number }).id
    await open('desktop', {}, async ({ page }) => {
      await signedInToAdmin(page, editor)
      await page.goto(`/admin/collections/articles/${id}`, { waitUntil: 'load' })
      await hydrated(page, '.doc-controls__popup .popup-button')
      await page.locator('.doc-controls__popup .popup-button').first().click()
      await page.locator('#action-delete').click()
      const trashDialog = page.locator('.confirmation-modal').filter({ hasText: '回收站' })
      await trashDialog.waitFor()
      expect(await trashDialog.textContent()).not.toContain('垃圾箱')
      await trashDialog.locator('#confirm-action').click()
      await page.locator('.payload-toast-container').getByText('回收站').first().waitFor({ timeout: 15_000 })
      expect(await page.locator('.payload-toast-container').textContent()).not.toContain('垃圾箱')

      await page.goto(`/admin/collections/articles/trash/${id}`, { waitUntil: 'load' })
      await hydrated(page, '#action-restore')
      expect(await page.locator('#action-restore').textContent()).toBe('恢复')
      await page.locator('#action-restore').click()
      await page.locator('.confirmation-modal #confirm-action').click()
      await page.waitForURL(new RegExp(`/admin/collections/articles/${id}$`), { timeout: 30_000 })
      await expect.poll(() => page.locator('#field-title').inputValue(), { timeout: 15_000 }).toBe('E8 后台回收站')
    })
    const latest = await restAs(baseURL, admin, `/api/articles/${id}?draft=true&depth=0`)
    expect(latest.body).toMatchObject({ _status: 'draft', reviewState: 'pending', deletedAt: null })
  })
})

/** The date picker's own input (the field also holds the time-zone picker's). */
const PUBLISHED_AT_INPUT = '#field-publishedAt .date-time-picker__input-wrapper input'

describe('E5 dates in the admin: one format, Beijing time, typed dates read exactly', () => {
  const { open } = useBrowser()

  it('E5 a typed 2026年11月26日 01:30 is read as that time; text the field cannot read is refused in Chinese, never guessed', async () => {
    const created = await restAs(baseURL, admin, '/api/articles?draft=true', {
      body: { title: 'E5 输入日期', menu: menuId, publishedAt: '2026-11-20T02:00:00.000Z' },
    })
    const id = (created.body.doc as { id: number }).id
    await open('desktop', {}, async ({ page }) => {
      await signedInToAdmin(page, editor)
      await page.goto(`/admin/collections/articles/${id}`, { waitUntil: 'load' })
      const date = page.locator(PUBLISHED_AT_INPUT)
      await expect.poll(() => date.inputValue(), { timeout: 15_000 }).toBe('2026-11-20 10:00')
      await hydrated(page, PUBLISHED_AT_INPUT)
      await date.fill('2026年11月26日 01:30')
      await page.locator('#field-title').click()
      await expect.poll(() => date.inputValue()).toBe('2026-11-26 01:30')
      await date.fill('11月 26, 2026 12:50 上午')
      await page.locator('#field-title').click()
      await page.getByText('无法识别“11月 26, 2026 12:50 上午”：请按 2026-11-26 09:30 的格式输入，或在日历中选择').waitFor()
      await expect.poll(() => date.inputValue()).toBe('2026-11-26 01:30')
      await page.locator('#action-save-draft').click()
      const saved = async () => (await restAs(baseURL, admin, `/api/articles/${id}?draft=true&depth=0`)).body.publishedAt
      await expect.poll(saved, { timeout: 15_000 }).toBe('2026-11-25T17:30:00.000Z')
    })
  })

  it('E5 a browser in New York shows and takes the date in Beijing time, and says so beside the input', async () => {
    const created = await restAs(baseURL, admin, '/api/articles?draft=true', {
      body: { title: 'E5 纽约浏览器', menu: menuId, publishedAt: '2026-11-20T02:00:00.000Z' },
    })
    const id = (created.body.doc as { id: number }).id
    await open('desktop', { timezoneId: 'America/New_York' }, async ({ page }) => {
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York')
      await signedInToAdmin(page, editor)
      await page.goto(`/admin/collections/articles/${id}`, { waitUntil: 'load' })
      const field = page.locator('#field-publishedAt')
      const date = page.locator(PUBLISHED_AT_INPUT)
      await expect.poll(() => date.inputValue(), { timeout: 15_000 }).toBe('2026-11-20 10:00')
      await hydrated(page, PUBLISHED_AT_INPUT)
      await field.getByText('北京时间（UTC+8）').waitFor()
      await date.fill('2026-11-26 01:30')
      await page.locator('#field-title').click()
      await page.locator('#action-save-draft').click()
      const saved = async () => (await restAs(baseURL, admin, `/api/articles/${id}?draft=true&depth=0`)).body.publishedAt
      await expect.poll(saved, { timeout: 15_000 }).toBe('2026-11-25T17:30:00.000Z')
    })
  })

  it('E5 the schedule drawer: 发布 chosen for a never-published draft, 北京时间 chosen, a typed time scheduled in Beijing time', async () => {
    const created = await restAs(baseURL, admin, '/api/articles?draft=true', {
      body: { title: 'E5 定时草稿', menu: menuId, publishedAt: new Date().toISOString() },
    })
    const id = (created.body.doc as { id: number }).id
    await open('desktop', {}, async ({ page }) => {
      await signedInToAdmin(page, reviewer)
      await page.goto(`/admin/collections/articles/${id}`, { waitUntil: 'load' })
      await hydrated(page, '#action-save-popup .popup-button')
      await page.locator('#action-save-popup .popup-button').click()
      await page.locator('#schedule-publish').click()
      const drawer = page.locator('.schedule-publish')
      await drawer.waitFor()
      expect(await drawer.locator('input[type="radio"][value="publish"]').isChecked()).toBe(true)
      expect(await drawer.locator('input[type="radio"][value="unpublish"]').isChecked()).toBe(false)
      await drawer.getByText('北京时间（UTC+8）').first().waitFor()
      const time = drawer.locator('#schedule-publish-time input')
      await time.fill('2030-12-01 09:30')
      await drawer.locator('h4').click()
      await expect.poll(() => time.inputValue()).toBe('2030-12-01 09:30')
      await drawer.locator('#scheduled-publish-save').click()
      await drawer.locator('.schedule-publish__list').getByText('发布 · 北京时间（UTC+8） 2030-12-01 09:30').waitFor({ timeout: 15_000 })
      expect(await drawer.textContent()).not.toMatch(/\b(AM|PM|Nov|Dec)\b|上午|下午/)
    })
    // The dashboard lists it at that moment (01:30 UTC).
    await open('desktop', {}, async ({ page }) => {
      await signedInToAdmin(page, reviewer)
      await page.goto('/admin', { waitUntil: 'load' })
      await page.locator('.review-dashboard li', { hasText: 'E5 定时草稿' }).getByText('2030-12-01 09:30').waitFor({ timeout: 15_000 })
    })
  })

  it('E5 E9 lists and the audit log write dates as 2026-11-26 09:30, never “Nov 26, 2026 12:24 AM”', async () => {
    await open('desktop', {}, async ({ page }) => {
      await signedInToAdmin(page, editor)
      await page.goto('/admin/collections/articles', { waitUntil: 'load' })
      const cells = page.locator('table tbody td.cell-publishedAt')
      await cells.first().waitFor()
      // Dates are written once the date library has loaded (加载中... until then).
      const unlike = async () =>
        (await cells.allInnerTexts()).map((text) => text.trim()).filter((text) => !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(text))
      await expect.poll(unlike, { timeout: 15_000 }).toEqual([])
    })
  })
})
