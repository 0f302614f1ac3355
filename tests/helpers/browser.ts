import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Download, type Page } from 'playwright-core'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../helpers/chromium'

/** The two viewports every shell behaviour is checked at. */
export const devices = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: {
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  },
} as const satisfies Record<string, BrowserContextOptions>

export type Device = keyof typeof devices
export const deviceNames: readonly Device[] = ['desktop', 'phone']

/**
 * Where a run's shared Chromium listens (`shareBrowser`): a global set-up names it here and the
 * test files' workers inherit the name, as they do the shared demo data's.
 */
const BROWSER_ENDPOINT_VARIABLE = 'EXPO_TEST_BROWSER'

/**
 * Headless Chromium from the system, with nothing that talks to the network on its own: the run's
 * shared one when a global set-up started it (a connection costs milliseconds, a launch seconds of
 * CPU), else one of its own. Closing a connected browser closes its contexts and leaves the others'.
 */
export function launchBrowser(): Promise<Browser> {
  const endpoint = process.env[BROWSER_ENDPOINT_VARIABLE]
  if (endpoint) return chromium.connect(endpoint)
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
}

/** For a global set-up: one Chromium for the run's test files to connect to; the returned function closes it. */
export async function shareBrowser(): Promise<() => Promise<void>> {
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  process.env[BROWSER_ENDPOINT_VARIABLE] = server.wsEndpoint()
  return async () => {
    delete process.env[BROWSER_ENDPOINT_VARIABLE]
    await server.close()
  }
}

/** A finished download's bytes (a connected browser's downloads have no local path to read). */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** A fresh context (empty storage) for one device, with the site as base URL. */
export function newContext(
  browser: Browser,
  device: Device,
  baseURL: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({ ...devices[device], baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', ...options })
}

/** Keeps the pop-up ad out of tests about something else: its picture request fails, so it never shows. */
export async function withoutAd(context: BrowserContext): Promise<void> {
  await context.route('**/api/Website/GetPictureList**', (route) => route.abort())
}

export type PageProblems = { pageErrors: string[]; dialogs: string[]; cspViolations: string[] }

/** Records uncaught page errors, Content-Security-Policy violations and dialogs (alert, confirm…), dismissing the dialogs. */
export function watchProblems(page: Page): PageProblems {
  const problems: PageProblems = { pageErrors: [], dialogs: [], cspViolations: [] }
  page.on('pageerror', (error) => problems.pageErrors.push(error.message))
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect|frame)/i.test(message.text()))
      problems.cspViolations.push(message.text())
  })
  page.on('dialog', (dialog) => {
    problems.dialogs.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss()
  })
  return problems
}

/** Sets the viewport so that document.body.clientWidth is exactly `width` (scrollbars included). */
export async function setBodyWidth(page: Page, width: number, height = 800): Promise<void> {
  await page.setViewportSize({ width, height })
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const actual = await page.evaluate(() => document.body.clientWidth)
    if (actual === width) return
    const viewport = page.viewportSize() ?? { width, height }
    await page.setViewportSize({ width: viewport.width + (width - actual), height })
  }
  const final = await page.evaluate(() => document.body.clientWidth)
  if (final !== width) throw new Error(`could not make the body ${width} px wide (it is ${final} px)`)
}
