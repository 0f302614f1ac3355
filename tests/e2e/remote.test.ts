import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { MenuItem } from '@/content-source/contract'

import { fetchPage } from '../helpers/html'
import { apiItems } from './api'
import { prepareData, type RunningServer, startServer } from './server'

/**
 * A second instance in remote mode, pointed at a first one over the wire contract,
 * shows the same content; when the first goes down it keeps serving the last good content.
 */
describe('C1–C4 and S31: an instance rendering from a remote content service', () => {
  const dirs: string[] = []
  let origin: RunningServer | undefined
  let mirror: RunningServer | undefined
  let paths: string[] = []
  /** The news menu of the demo's English news (the first /news menu has none in English). */
  let englishNews = ''

  const tempDir = (name: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `expo-e2e-${name}-`))
    dirs.push(dir)
    return dir
  }

  beforeAll(async () => {
    const originDir = tempDir('origin')
    prepareData(originDir)
    origin = await startServer(originDir)
    const mirrorDir = tempDir('mirror')
    // The mirror has no response cache, so every page below is rendered from the remote source.
    const remoteEnv = { CONTENT_SOURCE: 'remote', CONTENT_API_URL: origin.baseURL, PAGE_CACHE: 'off' }
    prepareData(mirrorDir, remoteEnv)
    mirror = await startServer(mirrorDir, remoteEnv)

    const menus = await apiItems<MenuItem>(origin.baseURL, 'GetMenuList')
    const flat = menus.flatMap((menu) => [menu, ...menu.children])
    const byLink = (link: string) => flat.find((menu) => menu.link === link)?.id
    paths = ['/home', `/news?menuId=${byLink('/news')}`, `/show?menuId=${byLink('/show')}`, `/download?menuId=${byLink('/download')}`]
    englishNews = `/en/news?menuId=${flat.find((menu) => menu.nameEN === 'News')?.id}`
  }, 300_000)

  afterAll(async () => {
    await mirror?.stop()
    await origin?.stop()
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
  })

  /** A page's main text and title as the server sends them: what each instance renders, compared over HTTP. */
  const mainText = async (baseURL: string, pagePath: string) => {
    const { response, document } = await fetchPage(baseURL, pagePath)
    // Registration is this site's own (R1): a remote instance has none, so it shows no call to it.
    // What no one reads (structured data names each instance's own address) is left out too.
    for (const element of Array.from(document.querySelectorAll('.register-link, script, style, noscript, template'))) element.remove()
    const main = (document.querySelector('main')?.textContent ?? '').replace(/\s+/g, ' ').trim()
    return { status: response.status, main, title: document.title }
  }

  it('the remote instance shows the same content as the origin on /home, /news, /show and /download', async () => {
    for (const pagePath of paths) {
      const [fromOrigin, fromMirror] = [await mainText(origin?.baseURL ?? '', pagePath), await mainText(mirror?.baseURL ?? '', pagePath)]
      expect(fromMirror.status, pagePath).toBe(200)
      expect(fromMirror.main.length, pagePath).toBeGreaterThan(50)
      expect(fromMirror.main, pagePath).toBe(fromOrigin.main)
      expect(fromMirror.title, pagePath).toBe(fromOrigin.title)
    }
  }, 180_000)

  it("G5 the English edition through the remote: the mirror shows what the origin shows on /en/home and the English news (the origin's API says Content-Language: en)", async () => {
    for (const pagePath of ['/en/home', englishNews]) {
      const [fromOrigin, fromMirror] = [await mainText(origin?.baseURL ?? '', pagePath), await mainText(mirror?.baseURL ?? '', pagePath)]
      expect(fromMirror.status, pagePath).toBe(200)
      expect(fromMirror.main.length, pagePath).toBeGreaterThan(50)
      expect(fromMirror.main, pagePath).toBe(fromOrigin.main)
      expect(fromMirror.main, pagePath).not.toContain('not yet available in English')
    }
  })

  it('the remote instance answers the browser API calls through the origin (menu refresh, ad)', async () => {
    const answer = await fetch(`${mirror?.baseURL}/api/Website/GetMenuList?siteId=nuclear-expo`)
    expect(answer.status).toBe(200)
    const originAnswer = await fetch(`${origin?.baseURL}/api/Website/GetMenuList?siteId=nuclear-expo`)
    expect(await answer.json()).toEqual(await originAnswer.json())
  })

  it('a remote (absolute) image URL is rendered unoptimized, with width and height', async () => {
    const answer = await fetch(`${mirror?.baseURL}/home`)
    const html = await answer.text()
    const images = [...html.matchAll(/<img\b([^>]*)>/g)].map(([, attributes = '']) => attributes)
    expect(images.length).toBeGreaterThan(10)
    for (const attributes of images) {
      expect(attributes.match(/\ssrc="([^"]*)"/)?.[1]).toMatch(new RegExp(`^${origin?.baseURL}/api/media/file/`))
      expect(attributes).not.toMatch(/srcset=|_next\/image/)
      expect(attributes).toMatch(/\swidth="\d+"/)
      expect(attributes).toMatch(/\sheight="\d+"/)
    }
    const firstBanner = html.match(/<img\b[^>]*class="banner__image"[^>]*\ssrc="([^"]*)"/)?.[1]
    // The first banner is preloaded with high priority: React writes a preload of a plain URL (no
    // srcset) into the Link header while the header has room, else into the HTML's head.
    const inHead = new RegExp(`<link rel="preload" (?=[^>]*href="${firstBanner}")(?=[^>]*fetchPriority="high")[^>]*as="image"`, 'i').test(
      html,
    )
    const inHeader = (answer.headers.get('link') ?? '')
      .split(/,\s*(?=<)/)
      .some((link) => link.startsWith(`<${firstBanner}>`) && /rel=preload/.test(link) && /fetchpriority="?high/i.test(link))
    expect(inHead || inHeader, `no preload of ${firstBanner} in the head nor in Link: ${answer.headers.get('link')}`).toBe(true)
  })

  it('S31 with the origin stopped, the remote instance keeps serving the last good content with 200', async () => {
    const before = await Promise.all(paths.map((pagePath) => mainText(mirror?.baseURL ?? '', pagePath)))
    await origin?.stop()
    // Past the remote source's 5 s freshness window, so every read really goes to the dead origin.
    await new Promise((resolve) => setTimeout(resolve, 6_000))
    for (const [index, pagePath] of paths.entries()) {
      const after = await mainText(mirror?.baseURL ?? '', pagePath)
      expect(after.status, pagePath).toBe(200)
      expect(after.main, pagePath).toBe(before[index]?.main)
    }
    expect(mirror?.output()).toMatch(/网络错误！请您稍后重试|请求超时！请稍后重试/)
  }, 180_000)
})
