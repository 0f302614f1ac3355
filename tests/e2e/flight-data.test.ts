import { beforeAll, describe, expect, inject, test } from 'vitest'

import type { MenuItem } from '@/content-source/contract'

import { siteContent, type SiteContent } from './api'
import { flatten } from './pages-content'

const baseURL = inject('baseURL')
let content: SiteContent

beforeAll(async () => {
  content = await siteContent(baseURL)
})

/**
 * The flight data of a page: what its `self.__next_f.push([1, "…"])` scripts carry, joined. The
 * client islands' props are in it (their markup is in the HTML beside it), and so is every server
 * component's output.
 */
async function page(path: string): Promise<{ flight: string; markup: string }> {
  const response = await fetch(`${baseURL}${path}`)
  expect(response.status, path).toBe(200)
  const html = await response.text()
  const parts = [...html.matchAll(/self\.__next_f\.push\((\[.*?\])\)<\/script>/gs)].map(
    ([, pushed]) => (JSON.parse(pushed ?? '[]') as unknown[])[1],
  )
  const flight = parts.filter((part): part is string => typeof part === 'string').join('')
  expect(flight.length, path).toBeGreaterThan(0)
  return { flight, markup: html.replace(/<script\b[^>]*>.*?<\/script>/gs, '') }
}

const times = (text: string, piece: string) => text.split(piece).length - 1
/** An upload's file name: in the flight data as part of its URL, or encoded into optimizer URLs. */
const fileName = (url: string) => url.slice(url.lastIndexOf('/') + 1)

describe('W4 each piece of data once in the HTML: the islands get what they show, once', () => {
  test('W4 /news: the menu island gets the menu tree once; no icon comes a second time as prepared attributes', async () => {
    const news = flatten(content.menus).find((menu) => menu.link === '/news')
    if (!news) throw new Error('no menu links to /news')
    const { flight } = await page(`/news?menuId=${news.id}`)
    const icons = flatten(content.menus).flatMap((menu) => (menu.iconUrl ? [menu.iconUrl] : []))
    expect(icons.length).toBeGreaterThan(5)
    for (const icon of icons) {
      expect(times(flight, icon), icon).toBe(1)
      expect(times(flight, fileName(icon)), icon).toBe(1)
    }
  })

  test('W4 /search: each menu name is in the flight data no more often than the page shows it', async () => {
    const { flight, markup } = await page('/search')
    const names = (menu: MenuItem) => [menu.nameCN, ...(menu.nameEN ? [menu.nameEN] : [])]
    for (const name of flatten(content.menus).flatMap(names)) {
      const shown = times(markup, `>${name.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')}<`)
      expect(shown, name).toBeGreaterThanOrEqual(1)
      expect(times(flight, JSON.stringify(name)), name).toBeLessThanOrEqual(shown)
    }
  })

  test('W4 /home: each partner logo and each banner picture comes once, as its URL', async () => {
    const { flight } = await page('/home')
    const pictures = [
      ...content.partners.flatMap((partner) => (partner.coverUrl ? [partner.coverUrl] : [])),
      ...content.banners.map((banner) => banner.pictureUrl),
    ]
    expect(pictures.length).toBeGreaterThan(5)
    for (const picture of pictures) expect(times(flight, fileName(picture)), picture).toBe(1)
  })
})
