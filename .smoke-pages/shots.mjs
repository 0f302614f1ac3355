// Temporary: full-page screenshots of the routed pages at 1280 and 375 px.
import { chromium } from 'playwright-core'

const [base, ...paths] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox'] })
for (const [name, options] of [
  ['1280', { viewport: { width: 1280, height: 800 } }],
  ['375', { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 }],
]) {
  const context = await browser.newContext({ ...options, locale: 'zh-CN' })
  await context.route('**/api/Website/GetPictureList**', (route) => route.abort())
  const page = await context.newPage()
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'networkidle' })
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) await page.mouse.wheel(0, 600)
    await page.waitForTimeout(500)
    await page.evaluate(() => window.scrollTo(0, 0))
    const slug = path.replace(/^\//, '').replace(/[^a-zA-Z0-9]+/g, '_')
    const wide = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)
    await page.screenshot({ path: `/tmp/shots/${slug}-${name}.png`, fullPage: true })
    console.log(name, path, wide ? 'SCROLLS SIDEWAYS' : 'ok')
  }
  await context.close()
}
await browser.close()
