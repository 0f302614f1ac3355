import { describe, expect, it } from 'vitest'

import { signInToAdmin, useBrowser } from './harness'
import { E2E_ADMIN } from './server'

describe('the editors’ admin at /admin, in Simplified Chinese', () => {
  const { open } = useBrowser()

  it('an admin signs in and sees the content model in Chinese, and E3 the review board', async () => {
    await open('desktop', { path: '/admin' }, async ({ page }) => {
      await page.waitForURL(/\/admin\/login/)
      expect(await page.locator('html').getAttribute('lang')).toMatch(/^zh/)
      await signInToAdmin(page, E2E_ADMIN)
      const nav = page.locator('nav')
      for (const label of ['菜单', '信息栏目', '文章', '展商', '下载资料', '站点设置']) {
        await expect.poll(async () => nav.getByText(label, { exact: true }).count(), { timeout: 15_000 }).toBeGreaterThan(0)
      }
      // E3: the review board above the dashboard's cards, with what the seed published.
      const board = page.locator('.review-dashboard')
      for (const heading of ['审核工作台', '待审核', '定时发布 / 下线', '最近发布']) {
        await expect.poll(async () => board.getByText(heading).count(), { timeout: 15_000 }).toBeGreaterThan(0)
      }
      expect(await board.locator('a[href^="/admin/collections/"]').count()).toBeGreaterThan(0)
    })
  })

  it('a wrong password is refused with a message, not a crash', async () => {
    await open('desktop', { path: '/admin/login' }, async ({ page }) => {
      await page.fill('input[name="email"]', E2E_ADMIN.email)
      await page.fill('input[name="password"]', 'not-the-password')
      await page.click('button[type="submit"]')
      // Payload's Chinese message, the same for a wrong password, an unknown or a locked account (X6).
      await page.getByText('提供的电子邮件或密码不正确。').first().waitFor({ timeout: 10_000 })
      expect(new URL(page.url()).pathname).toBe('/admin/login')
    })
  })
})
