import { beforeAll, describe, expect, it } from 'vitest'

import type { MenuItem, SiteConfig } from '@/content-source/contract'

import { callApi, expectContract, get, items, total } from '../helpers/content-api'

let config: SiteConfig
let menus: MenuItem[]

const flatten = (tree: MenuItem[]): MenuItem[] => tree.flatMap((menu) => [menu, ...flatten(menu.children)])
const menuByLink = (link: string) => {
  const menu = flatten(menus).find((item) => item.link === link)
  if (!menu) throw new Error(`no seeded menu links to ${link}`)
  return menu
}

beforeAll(async () => {
  const site = await get('GetSiteConfig')
  expectContract('GetSiteConfig', site)
  config = items<SiteConfig>(site)[0] as SiteConfig
  menus = items<MenuItem>(await get('GetMenuList'))
})

describe('§4 endpoints on the freshly seeded database answer with non-empty items that match openapi.json', () => {
  it('GetSiteConfig names every column, menu and picture the shell uses', () => {
    expect(config).toMatchObject({ siteId: 'nuclear-expo', themeColor: '#B21410' })
    for (const key of [
      'headerInformationId',
      'footerInformationId',
      'homeCardsInformationId',
      'partnersInformationId',
      'footerColumnsInformationId',
      'qrInformationId',
      'adPictureId',
      'homeMenuId',
    ] as const) {
      expect(config[key], key).not.toBeNull()
    }
    expect(config.specialMenuIds).toHaveLength(2)
    expect(config.icpNumber).toMatch(/ICP/)
  })

  it('GetMenuList: the tree with English names, icons and children', async () => {
    const answer = await get('GetMenuList')
    expectContract('GetMenuList', answer)
    expect(menus.length).toBeGreaterThanOrEqual(6)
    expect(menus.some((menu) => menu.children.length > 0)).toBe(true)
    expect(flatten(menus).every((menu) => menu.nameEN && menu.iconUrl)).toBe(true)
  })

  it('GetMenuList with menuId: that menu and its subtree', async () => {
    const parent = menus.find((menu) => menu.children.length > 0) as MenuItem
    const answer = await get('GetMenuList', { menuId: parent.id })
    expectContract('GetMenuList', answer)
    expect(items(answer)).toEqual([parent])
  })

  it('GetInformationList: header logo and footer text', async () => {
    const header = await get('GetInformationList', { informationId: String(config.headerInformationId) })
    expectContract('GetInformationList', header)
    expect(items<{ coverUrl: string }>(header).at(-1)?.coverUrl).toMatch(/^http:\/\/expo\.test\/api\/media\/file\//)
    const footer = await get('GetInformationList', { informationId: String(config.footerInformationId) })
    expectContract('GetInformationList', footer)
    expect(items<{ detail: string }>(footer).at(-1)?.detail).toMatch(/版权所有/)
  })

  it('GetRotationChartList: the home banners', async () => {
    const answer = await get('GetRotationChartList', { menuId: String(config.homeMenuId) })
    expectContract('GetRotationChartList', answer)
    expect(items(answer).length).toBeGreaterThanOrEqual(2)
  })

  it.each([
    ['homeCardsInformationId', 4],
    ['partnersInformationId', 14],
    ['footerColumnsInformationId', 3],
  ] as const)('GetArticleList by informationId (%s) has at least %i articles', async (key, minimum) => {
    const answer = await get('GetArticleList', { informationId: String(config[key]) })
    expectContract('GetArticleList', answer)
    expect(items(answer).length).toBeGreaterThanOrEqual(minimum)
  })

  it('GetArticleList by menuId: newest first, paged, with total', async () => {
    const news = flatten(menus).filter((menu) => menu.link === '/news')
    let largest = { total: 0, dates: [] as string[] }
    for (const menu of news) {
      const answer = await get('GetArticleList', { menuId: menu.id, pageIndex: 1, pageSize: 100 })
      expectContract('GetArticleList', answer)
      const dates = items<{ publishedAt: string }>(answer).map((article) => article.publishedAt)
      expect(dates).toEqual([...dates].sort().reverse())
      if ((total(answer) ?? 0) > largest.total) largest = { total: total(answer) ?? 0, dates }
    }
    expect(largest.total).toBeGreaterThanOrEqual(6)
  })

  it('GetPictureList by informationId: QR codes; by PictureId: the ad', async () => {
    const qr = await get('GetPictureList', { informationId: String(config.qrInformationId) })
    expectContract('GetPictureList', qr)
    expect(items(qr).length).toBeGreaterThanOrEqual(2)
    const ad = await get('GetPictureList', { PictureId: String(config.adPictureId) })
    expectContract('GetPictureList', ad)
    expect(items(ad)).toHaveLength(1)
  })

  it('an internal link in rich text (the seed’s footer links) is the linked menu’s page, not "#"', async () => {
    const answer = await get('GetArticleList', { informationId: String(config.footerColumnsInformationId) })
    const html = items<{ detail: string }>(answer)
      .map((article) => article.detail)
      .join('')
    const downloads = menuByLink('/download')
    expect(html).toContain(`/download?menuId=${downloads.id}">资料下载</a>`)
    expect(html).not.toContain('href="#"')
  })

  it('S28 no seeded menu copies the exhibition’s name into its title, so a rename in the settings reaches every page', () => {
    const titled = flatten(menus).filter((menu) => menu.siteName)
    expect(titled.length).toBeLessThan(flatten(menus).length / 2)
    for (const menu of titled) expect(menu.siteName).not.toContain(config.siteName)
  })

  it('GetArticleDetail: one article with HTML detail', async () => {
    const list = await get('GetArticleList', { menuId: menuByLink('/news').id })
    const first = items<{ id: number }>(list)[0] as { id: number }
    const answer = await get('GetArticleDetail', { id: first.id })
    expectContract('GetArticleDetail', answer)
    expect(items<{ detail: string }>(answer)[0]?.detail).toMatch(/<p>/)
  })

  it('GetExhibitorList and GetExhibitorDetail: 20 exhibitors', async () => {
    const answer = await get('GetExhibitorList', { pageSize: 100 })
    expectContract('GetExhibitorList', answer)
    expect(total(answer)).toBe(20)
    const first = items<{ id: number }>(answer)[0] as { id: number }
    const detail = await get('GetExhibitorDetail', { id: first.id })
    expectContract('GetExhibitorDetail', detail)
  })

  it('GetDownloadList: 5 files with name, size and type', async () => {
    const answer = await get('GetDownloadList', { menuId: menuByLink('/download').id })
    expectContract('GetDownloadList', answer)
    expect(items(answer)).toHaveLength(5)
  })

  it('DownloadFile: the bytes under the real UTF-8 name', async () => {
    const list = items<{ id: number; fileName: string; fileSize: number; mimeType: string }>(
      await get('GetDownloadList', { menuId: menuByLink('/download').id }),
    )
    const pdf = list.find((file) => file.mimeType === 'application/pdf') ?? list[0]
    if (!pdf) throw new Error('no download seeded')
    const answer = await callApi('/api/Website/DownloadFile', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ siteId: 'nuclear-expo', id: pdf.id }),
    })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe(pdf.mimeType)
    const disposition = answer.headers.get('content-disposition') ?? ''
    // The ASCII fallback is a token or a quoted string (RFC 6266), as content-disposition chooses.
    expect(disposition).toMatch(/^attachment; filename=("[\x20-\x7e]+"|[\w!#$%&'*+.^`|~-]+); filename\*=UTF-8''/)
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toBe(pdf.fileName)
    expect(/[\u4e00-\u9fff]/.test(pdf.fileName)).toBe(true)
    const bytes = new Uint8Array(await answer.response.arrayBuffer())
    expect(bytes.byteLength).toBe(pdf.fileSize)
    if (pdf.mimeType === 'application/pdf') expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
  })

  it('A1 picture and cover URLs are absolute, on the public URL', async () => {
    const urls = flatten(menus)
      .flatMap((menu) => [menu.iconUrl, menu.coverUrl])
      .filter(Boolean)
    expect(urls.length).toBeGreaterThan(0)
    for (const url of urls) expect(url).toMatch(/^http:\/\/expo\.test\//)
  })

  it('A4 openapi.json is an OpenAPI 3.1 document describing every endpoint', async () => {
    const answer = await callApi('/api/Website/openapi.json')
    expect(answer.status).toBe(200)
    const document = answer.body as { openapi: string; paths: Record<string, unknown> }
    expect(document.openapi).toBe('3.1.0')
    expect(Object.keys(document.paths).sort()).toEqual(
      [
        'DownloadFile',
        'GetArticleDetail',
        'GetArticleList',
        'GetDownloadList',
        'GetExhibitorDetail',
        'GetExhibitorList',
        'GetInformationList',
        'GetMenuList',
        'GetPictureList',
        'GetRotationChartList',
        'GetSiteConfig',
      ].map((name) => `/api/Website/${name}`),
    )
    // G5: every GET answer names the language of its texts.
    const menuList = document.paths['/api/Website/GetMenuList'] as {
      get: { responses: Record<string, { headers?: Record<string, unknown> }> }
    }
    expect(menuList.get.responses['200']?.headers).toHaveProperty('Content-Language')
  })
})

describe('case-insensitive parameter names (§4)', () => {
  it.each([
    ['SITEID', 'siteid'],
    ['SiteId', 'SiteID'],
  ])('siteId spelled %s / %s answers the same', async (first, second) => {
    const a = await callApi(`/api/Website/GetMenuList?${first}=nuclear-expo`)
    const b = await callApi(`/api/Website/GetMenuList?${second}=nuclear-expo`)
    expectContract('GetMenuList', a)
    expect(b.body).toEqual(a.body)
  })

  it('PictureId = pictureId = PICTUREID', async () => {
    const answers = await Promise.all(
      ['PictureId', 'pictureId', 'PICTUREID'].map((name) =>
        callApi(`/api/Website/GetPictureList?siteId=nuclear-expo&${name}=${String(config.adPictureId)}`),
      ),
    )
    for (const answer of answers) expectContract('GetPictureList', answer)
    expect(answers[1]?.body).toEqual(answers[0]?.body)
    expect(answers[2]?.body).toEqual(answers[0]?.body)
  })

  it('endpoint names are matched case-insensitively too', async () => {
    const answer = await callApi('/api/Website/getmenulist?siteId=nuclear-expo')
    expectContract('GetMenuList', answer)
  })
})
