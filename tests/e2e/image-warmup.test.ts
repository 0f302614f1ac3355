import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminToken } from '../helpers/admin-session'
import { waitFor } from '../helpers/poll'
import { prepareData, type RunningServer, startServer } from './server'

const DONE = 'banners and covers encoded'

/** The optimizer URLs of every full-width picture of a page (banners and covers: `sizes="100vw"`). */
function fullWidthVariants(html: string): string[] {
  const urls = new Set<string>()
  for (const [tag] of html.matchAll(/<img\b[^>]*>/g)) {
    if (!/\bsizes="100vw"/.test(tag)) continue
    const srcset = /\bsrcSet="([^"]+)"|\bsrcset="([^"]+)"/.exec(tag)
    for (const candidate of (srcset?.[1] ?? srcset?.[2] ?? '').split(',')) {
      const url = candidate.trim().split(/\s+/)[0]?.replaceAll('&amp;', '&')
      if (url?.startsWith('/_next/image?')) urls.add(url)
    }
  }
  return [...urls]
}

/**
 * The banners' and covers' sizes are encoded ahead of visitors, at start and when one
 * is published, on a production server of its own (IMAGE_WARMUP=on, as `npm start` runs). Next's
 * optimizer says on each answer whether it came from its cache (X-Nextjs-Cache): every first
 * request of a variant must be a HIT.
 */
describe('banner and cover pictures encoded ahead of visitors', () => {
  let server: RunningServer
  let dataDir = ''
  const encodedPasses = () => server.output().split(DONE).length - 1

  /** Each variant's first request, in AVIF and in WebP: whether the optimizer had it made already. */
  async function firstAnswers(urls: readonly string[]): Promise<string[]> {
    const answers: string[] = []
    for (const url of urls) {
      for (const accept of ['image/avif,image/webp,*/*', 'image/webp,*/*']) {
        const response = await fetch(server.baseURL + url, { headers: { Accept: accept } })
        await response.arrayBuffer()
        answers.push(`${response.status} ${response.headers.get('x-nextjs-cache')} ${response.headers.get('content-type')}`)
      }
    }
    return answers
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-e2e-warmup-'))
    prepareData(dataDir)
    server = await startServer(dataDir, { IMAGE_WARMUP: 'on' })
    await waitFor('the start-up warm-up', async () => (encodedPasses() > 0 ? true : undefined), 180_000, 250)
  }, 300_000)

  afterAll(async () => {
    await server?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('the home banners and a menu cover: every width in AVIF and WebP made before the first visitor', async () => {
    const home = fullWidthVariants(await (await fetch(`${server.baseURL}/home`)).text())
    const menus = (await (await fetch(`${server.baseURL}/api/Website/GetMenuList?siteId=nuclear-expo`)).json()) as {
      data: { items: { id: number; link: string }[] }
    }
    const news = menus.data.items.find((menu) => menu.link === '/news')
    if (!news) throw new Error('the demo has no news menu')
    const cover = fullWidthVariants(await (await fetch(`${server.baseURL}/news?menuId=${news.id}`)).text())
    expect(home.length).toBeGreaterThanOrEqual(6)
    expect(cover.length).toBeGreaterThanOrEqual(6)
    const answers = await firstAnswers([...home, ...cover])
    expect(new Set(answers.filter((answer) => answer.includes('avif')))).toEqual(new Set(['200 HIT image/avif']))
    expect(new Set(answers.filter((answer) => !answer.includes('avif')))).toEqual(new Set(['200 HIT image/webp']))
  })

  it('a banner published now: its sizes are made right after the save, before anyone opens /home', async () => {
    const auth = { Authorization: `JWT ${await adminToken(server.baseURL)}` }
    const noise = await sharp({
      create: { width: 1920, height: 600, channels: 3, background: '#336699', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
    })
      .jpeg()
      .toBuffer()
    const form = new FormData()
    form.set('_payload', JSON.stringify({ alt: '新横幅' }))
    form.set('file', new Blob([new Uint8Array(noise)]), `warmup-banner-${Date.now()}.jpg`)
    const media = (await (await fetch(`${server.baseURL}/api/media`, { method: 'POST', headers: auth, body: form })).json()) as {
      doc: { id: number; filename: string }
    }
    const homeMenu = (await (await fetch(`${server.baseURL}/api/menus?where[link][equals]=/home&depth=0`, { headers: auth })).json()) as {
      docs: { id: number }[]
    }
    const passes = encodedPasses()
    const saved = await fetch(`${server.baseURL}/api/rotation-charts`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: '新横幅', menu: homeMenu.docs[0]?.id, picture: media.doc.id, sortOrder: 0, _status: 'published' }),
    })
    expect(saved.status).toBe(201)
    await waitFor('the warm-up after the save', async () => (encodedPasses() > passes ? true : undefined), 120_000, 250)

    const variants = fullWidthVariants(await (await fetch(`${server.baseURL}/home`)).text()).filter((url) =>
      url.includes(encodeURIComponent(media.doc.filename)),
    )
    expect(variants.length).toBeGreaterThanOrEqual(6)
    expect(new Set(await firstAnswers(variants))).toEqual(new Set(['200 HIT image/avif', '200 HIT image/webp']))
  }, 180_000)
})
