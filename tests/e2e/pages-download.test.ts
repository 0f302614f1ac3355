import { beforeAll, describe, expect, inject, test } from 'vitest'

import { fileTypeLabel, formatFileSize } from '@/site/pages/download/file-type'

import { downloadedBytes } from '../helpers/browser'
import { breadcrumbOf, fetchPage } from '../helpers/html'
import { useBrowser } from './harness'
import { downloadBytes, expectedCrumbs, expectedTitle, pagesContent, whenHydrated, type PagesContent } from './pages-content'

const baseURL = inject('baseURL')
const { open } = useBrowser()
let content: PagesContent

beforeAll(async () => {
  content = await pagesContent(baseURL)
})

const DATE = /^\d{4}-\d{2}-\d{2}$/
const button = '.downloads__row .download-action__button'

describe('P4 downloads', () => {
  test('P4 downloads: the seeded files include a Chinese file name', () => {
    expect(content.downloads.some((file) => /[\u4e00-\u9fff]/.test(file.fileName))).toBe(true)
  })

  test('P4 list: title, type, size and date of each file; breadcrumb and title', async () => {
    const { response, document } = await fetchPage(baseURL, `/download?menuId=${content.download.id}`)
    expect(response.status).toBe(200)
    const rows = Array.from(document.querySelectorAll('.downloads__row')).map((row) => ({
      title: row.querySelector('.downloads__title')?.textContent,
      type: row.querySelector('.downloads__type')?.textContent,
      size: row.querySelector('.downloads__size')?.textContent,
      date: row.querySelector('.downloads__date')?.textContent ?? '',
    }))
    expect(rows.map(({ date: _date, ...row }) => row)).toEqual(
      content.downloads.map((file) => ({
        title: file.title,
        type: fileTypeLabel(file.fileName, file.mimeType),
        size: formatFileSize(file.fileSize),
      })),
    )
    for (const row of rows) expect(row.date).toMatch(DATE)
    expect(rows.map((row) => row.size)).not.toContain('0 B')
    expect(breadcrumbOf(document)).toEqual(expectedCrumbs(content, content.download))
    expect(document.title).toBe(expectedTitle(content, content.download))
  })

  // The button's script knows no device: it saves on a desktop; a failure is told on a phone (below).
  test("P4 download: the button saves the API's bytes under the Chinese file name (desktop)", async () => {
    const index = Math.max(
      0,
      content.downloads.findIndex((file) => /[\u4e00-\u9fff]/.test(file.fileName)),
    )
    const file = content.downloads[index]
    if (!file) throw new Error('no file')
    const expected = await downloadBytes(baseURL, file.id)
    await open('desktop', { path: `/download?menuId=${content.download.id}` }, async ({ page, problems }) => {
      await whenHydrated(page, button)
      const [download] = await Promise.all([page.waitForEvent('download'), page.locator(button).nth(index).click()])
      expect(download.suggestedFilename()).toBe(file.fileName)
      const bytes = await downloadedBytes(download)
      expect(bytes.length).toBe(file.fileSize)
      expect(bytes.equals(expected.bytes)).toBe(true)
      await expect(page.locator('.download-action__status').nth(index).textContent()).resolves.toBe('')
      expect(problems.pageErrors).toEqual([])
    })
  })

  test('P4 download: a failed download says 下载失败，请稍后重试 next to its button', async () => {
    await open('phone', { path: `/download?menuId=${content.download.id}` }, async ({ page, context }) => {
      await context.route('**/api/Website/DownloadFile', (route) => route.abort('internetdisconnected'))
      await whenHydrated(page, button)
      await page.locator(button).first().click()
      const status = page.locator('.download-action__status').first()
      await status.waitFor({ state: 'visible' })
      await expect(status.textContent()).resolves.toBe('下载失败，请稍后重试')
      await expect(status.getAttribute('role')).resolves.toBe('status')
      await context.unroute('**/api/Website/DownloadFile')
      const [download] = await Promise.all([page.waitForEvent('download'), page.locator(button).first().click()])
      expect(download.suggestedFilename()).toBe(content.downloads[0]?.fileName)
      await expect(status.isVisible()).resolves.toBe(false)
    })
  })

  test('P4 download: a server error also says so, and the page keeps working', async () => {
    await open('desktop', { path: `/download?menuId=${content.download.id}` }, async ({ page, context }) => {
      await context.route('**/api/Website/DownloadFile', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, code: 500, message: 'x', data: { items: [] } }),
        }),
      )
      await whenHydrated(page, button)
      await page.locator(button).last().click()
      await page.locator('.download-action__status', { hasText: '下载失败，请稍后重试' }).waitFor()
      await expect(page.locator('.download-action__button', { hasText: '下载中' }).count()).resolves.toBe(0)
    })
  })
})
