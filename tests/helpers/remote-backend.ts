import type http from 'node:http'

import type { ArticleItem, DownloadItem, ExhibitorItem, InformationItem, MenuItem, PictureItem, SiteConfig } from '@/content-source'

import { sendJson, startServer, type TestServer } from './http-server'

/** How the stand-in backend answers every call; `ok` speaks the wire contract of SPEC §4. */
export type BackendMode = 'ok' | 'http-500' | 'http-401' | 'invalid-json' | 'wrong-shape' | 'hang'

export interface ReceivedCall {
  endpoint: string
  query: Record<string, string>
  authorization: string | null
}

export const XSS_HTML =
  '<p>展会介绍</p><script>alert(1)</script><img src="https://cdn.example.cn/a.png" onerror="alert(2)"><a href="javascript:alert(3)">链接</a>'

export const fixtures = {
  menus: [
    { id: 1, nameCN: '首页', nameEN: 'Home', iconUrl: '/media/home.svg', coverUrl: null, siteName: '首页', link: '/home', children: [] },
    {
      id: 2,
      nameCN: '新闻中心',
      nameEN: 'News',
      iconUrl: null,
      coverUrl: 'https://cdn.example.cn/news.jpg',
      siteName: '新闻中心',
      link: '/news',
      children: [
        {
          id: 3,
          nameCN: '展会新闻',
          nameEN: 'Show News',
          iconUrl: null,
          coverUrl: null,
          siteName: '展会新闻',
          link: '/news',
          children: [],
        },
      ],
    },
  ] satisfies MenuItem[],
  information: [
    { id: 11, coverUrl: 'https://cdn.example.cn/logo.png', detail: '<p>主办单位：中国核能行业协会</p>' },
  ] satisfies InformationItem[],
  pictures: [{ id: 21, pictureUrl: 'https://cdn.example.cn/banner.jpg', link: 'https://www.cnnc.com.cn' }] satisfies PictureItem[],
  articles: [
    {
      id: 31,
      title: '第十八届中国国际核工业展览会开幕',
      subtitle: '展会新闻',
      coverUrl: null,
      link: null,
      detail: '<p>开幕式于北京举行。</p>',
      publishedAt: '2025-04-01T00:00:00.000Z',
    },
  ] satisfies ArticleItem[],
  exhibitors: [
    {
      id: 41,
      nameCN: '中国核工业集团有限公司',
      nameEN: 'CNNC',
      logoUrl: 'https://cdn.example.cn/cnnc.png',
      booth: 'A101',
      category: '核电装备',
      introduction: '<p>核工业骨干企业。</p>',
      website: 'https://www.cnnc.com.cn',
      contact: '010-00000000',
    },
  ] satisfies ExhibitorItem[],
  downloads: [
    {
      id: 51,
      title: '参展手册',
      fileName: '参展手册.pdf',
      fileSize: 1024,
      mimeType: 'application/pdf',
      updatedAt: '2025-03-01T00:00:00.000Z',
    },
  ] satisfies DownloadItem[],
  siteConfig: {
    siteId: 'nuclear-expo',
    siteName: '中国国际核工业展览会',
    themeColor: '#B21410',
    seoDescription: '核工业展',
    seoKeywords: '核电,展会',
    icpNumber: '京ICP备00000000号',
    psbNumber: '京公网安备00000000000000号',
    headerInformationId: 11,
    footerInformationId: 12,
    homeCardsInformationId: 13,
    partnersInformationId: 14,
    footerColumnsInformationId: 15,
    qrInformationId: 16,
    adPictureId: 21,
    homeMenuId: 1,
    specialMenuIds: [7, 8],
  } satisfies SiteConfig,
}

/** What an operator sets when the remote has no GetSiteConfig, naming the ids of `fixtures.siteConfig`. */
export const SITE_CONFIG_ENV = {
  HEADER_INFORMATION_ID: '11',
  FOOTER_INFORMATION_ID: '12',
  HOME_CARDS_INFORMATION_ID: '13',
  PARTNERS_INFORMATION_ID: '14',
  FOOTER_COLUMNS_INFORMATION_ID: '15',
  QR_INFORMATION_ID: '16',
  AD_PICTURE_ID: '21',
  HOME_MENU_ID: '1',
  SPECIAL_MENU_IDS: '7, 8',
  ICP_NUMBER: fixtures.siteConfig.icpNumber,
  PSB_NUMBER: fixtures.siteConfig.psbNumber,
}

/** The bytes DownloadFile answers for `fixtures.downloads[0]`. */
export const DOWNLOAD_BYTES = Buffer.from('%PDF-1.4 参展手册\n')

export const PAGED_TOTAL = 23
/** Single reads of this id are answered with HTTP 404; of NOT_FOUND_IN_ENVELOPE, with HTTP 200 and code 404. */
export const NOT_FOUND_ID = '404'
export const NOT_FOUND_IN_ENVELOPE = '4040'

const items = (list: unknown[], total?: number) => ({
  success: true,
  code: 200,
  data: { items: list, ...(total === undefined ? {} : { total }) },
})
const notFound = { success: false, code: 404, message: '内容不存在', data: { items: [] } }

export interface RemoteBackend extends TestServer {
  received: ReceivedCall[]
  mode: BackendMode
  /** Answers later by this much, so concurrent reads overlap. */
  delayMs: number
  /** The original backend has no GetSiteConfig. */
  hasSiteConfig: boolean
  /** HTML the next answers carry instead of the clean fixtures. */
  html: string | undefined
  /**
   * G5: the Content-Language of answers to `lang=en` (this product's API says `en`); undefined
   * answers as the original backend does, ignoring `lang` and saying no language.
   */
  englishAs: string | undefined
}

function answer(backend: RemoteBackend, endpoint: string, query: Record<string, string>): { status: number; body: unknown } {
  const html = backend.html
  const single = query.id ?? query.PictureId
  if (single === NOT_FOUND_ID) return { status: 404, body: notFound }
  if (single === NOT_FOUND_IN_ENVELOPE) return { status: 200, body: notFound }
  const articles = html === undefined ? fixtures.articles : fixtures.articles.map((item) => ({ ...item, detail: html }))
  switch (endpoint) {
    case 'GetMenuList':
      return { status: 200, body: items(fixtures.menus) }
    case 'GetInformationList':
      return { status: 200, body: items(fixtures.information.map((item) => ({ ...item, detail: html ?? item.detail }))) }
    case 'GetRotationChartList':
    case 'GetPictureList':
      return { status: 200, body: items(fixtures.pictures) }
    case 'GetArticleList':
      return { status: 200, body: items(articles, query.menuId === undefined ? undefined : PAGED_TOTAL) }
    case 'GetArticleDetail':
      return { status: 200, body: items(articles) }
    case 'GetExhibitorList':
    case 'GetExhibitorDetail': {
      const list = fixtures.exhibitors.map((item) => ({ ...item, introduction: html ?? item.introduction }))
      return { status: 200, body: items(list, endpoint === 'GetExhibitorList' ? PAGED_TOTAL : undefined) }
    }
    case 'GetDownloadList':
      return { status: 200, body: items(fixtures.downloads) }
    case 'GetSiteConfig':
      return backend.hasSiteConfig ? { status: 200, body: items([fixtures.siteConfig]) } : { status: 404, body: notFound }
    default:
      return { status: 404, body: notFound }
  }
}

/** DownloadFile (POST, JSON body {siteId, id}): the file's bytes under its UTF-8 name. */
function download(res: http.ServerResponse, body: string): void {
  const [file] = fixtures.downloads
  const { id } = JSON.parse(body || '{}') as { id?: unknown }
  if (!file || String(id) !== String(file.id)) return sendJson(res, 404, notFound)
  res.writeHead(200, {
    'Content-Type': file.mimeType,
    'Content-Length': String(DOWNLOAD_BYTES.length),
    'Content-Disposition': `attachment; filename="file.pdf"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
  })
  res.end(DOWNLOAD_BYTES)
}

function respond(backend: RemoteBackend, req: http.IncomingMessage, res: http.ServerResponse, body: string): void {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1')
  const endpoint = url.pathname.replace(/^\/api\/Website\//, '')
  const query = Object.fromEntries(url.searchParams)
  backend.received.push({ endpoint, query, authorization: req.headers.authorization ?? null })
  switch (backend.mode) {
    case 'hang':
      return
    case 'http-500':
      return sendJson(res, 500, { success: false, code: 500, message: '服务器内部错误', data: { items: [] } })
    case 'http-401':
      return sendJson(res, 401, { success: false, code: 401, message: '授权失败', data: { items: [] } })
    case 'invalid-json':
      res.writeHead(200, { 'Content-Type': 'application/json' })
      return void res.end('{"success": true, "data": {')
    case 'wrong-shape':
      return sendJson(res, 200, { success: true, code: 200, data: { items: [{ id: 1, name: '不是菜单' }] } })
    case 'ok': {
      if (endpoint === 'DownloadFile' && req.method === 'POST') return download(res, body)
      const answered = answer(backend, endpoint, query)
      const language: Record<string, string> =
        query.lang === 'en' && backend.englishAs !== undefined ? { 'Content-Language': backend.englishAs } : {}
      return sendJson(res, answered.status, answered.body, language)
    }
  }
}

/** A real HTTP server on 127.0.0.1 standing in for the remote backend, recording every call. */
export async function startRemoteBackend(): Promise<RemoteBackend> {
  const settings = {
    received: [] as ReceivedCall[],
    mode: 'ok' as BackendMode,
    delayMs: 0,
    hasSiteConfig: true,
    html: undefined as string | undefined,
    englishAs: undefined as string | undefined,
  }
  const server = await startServer((req, res, body) => {
    if (backend.delayMs > 0) setTimeout(() => respond(backend, req, res, body), backend.delayMs)
    else respond(backend, req, res, body)
  })
  const backend: RemoteBackend = Object.assign(server, settings)
  return backend
}
