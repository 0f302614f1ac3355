import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, inject } from 'vitest'

import { launchBrowser, newContext, watchProblems, withoutAd, type Device, type PageProblems } from '../helpers/browser'

export type Opened = { context: BrowserContext; page: Page; problems: PageProblems }
/** `timezoneId`: the browser's zone, Beijing unless given; `scripts: false` turns JavaScript off. */
export type OpenOptions = { baseURL?: string; ad?: boolean; path?: string; timezoneId?: string; scripts?: boolean }

/**
 * One Chromium per test file; `open()` gives a fresh context (empty storage) on one device,
 * with the ad kept out unless asked for, and closes it after the callback.
 */
export function useBrowser() {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  async function open<T>(device: Device, options: OpenOptions, use: (opened: Opened) => Promise<T>): Promise<T> {
    if (!browser) throw new Error('the browser did not start')
    const context = await newContext(browser, device, options.baseURL ?? inject('baseURL'), {
      ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
      ...(options.scripts === false ? { javaScriptEnabled: false } : {}),
    })
    try {
      if (!options.ad) await withoutAd(context)
      const page = await context.newPage()
      const problems = watchProblems(page)
      if (options.path) await page.goto(options.path, { waitUntil: 'load' })
      return await use({ context, page, problems })
    } finally {
      await context.close()
    }
  }

  return { open }
}

/**
 * Waits until the page has hydrated (React attaches its handlers to the element `selector` names:
 * by default the site's menu), so what a test fills and clicks reaches React, not the server's HTML.
 */
export async function hydrated(page: Page, selector = '.menu__toggle, .menu__link'): Promise<void> {
  await page.waitForFunction(
    (css) =>
      Array.from(document.querySelectorAll(css)).some((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))),
    selector,
  )
}

/** Signs in to the admin as `account` on an open page, and waits until the admin has left the login page. */
export async function signInToAdmin(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/admin/login', { waitUntil: 'load' })
  await hydrated(page, 'button[type="submit"]')
  await page.fill('input[name="email"]', account.email)
  await page.fill('input[name="password"]', account.password)
  await page.click('button[type="submit"]')
  await page.waitForURL((url) => !url.pathname.includes('/login'), { timeout: 30_000 })
}

/**
 * Signs in to the admin as `account` for the page's whole context without opening the login page:
 * the login form's own request (Payload's REST login), whose cookie the context keeps. For tests of
 * what a signed-in person does; the login form itself is admin.test.ts's, and a journey's person signs in by hand.
 */
export async function signedInToAdmin(page: Page, account: { email: string; password: string }): Promise<void> {
  const response = await page.request.post('/api/users/login', { data: { email: account.email, password: account.password } })
  if (!response.ok()) throw new Error(`signing in as ${account.email}: ${response.status()} ${await response.text()}`)
}

/** Until the next frame has been painted: what a click or a render set in motion has started. */
export async function nextFrame(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))
}

/** One frame after the page has hydrated: every island has run its first effects. */
export async function settled(page: Page): Promise<void> {
  await hydrated(page)
  await nextFrame(page)
}
