/**
 * A stand-in for the original content backend, written from the seed's wire shapes
 * (../shared/SEED-SPEC.md §3 and §7, SPEC §4), not from this product's API: the original has no
 * GetSiteConfig, no exhibitors and no downloads, answers every list in the envelope
 * `{success, code, data: {items}}`, serves its pictures and files under `/upload/`, and matches
 * query parameter names case-insensitively. Each fault of I4 can be switched on per call.
 */
import type http from 'node:http'

import sharp from 'sharp'

import { pdf } from '@/seed/pdf'

import { sendJson, startServer, type TestServer } from './http-server'

type SeedMenu = {
  id: number
  nameCN: string
  nameEN: string
  iconUrl: string
  coverUrl: string
  siteName: string
  link: string
  children: SeedMenu[]
}
type SeedArticle = { id: number; title: string; subtitle: string; coverUrl: string; link: string; detail: string }
type SeedInformation = { id: number; coverUrl: string; detail: string }
type SeedPicture = { id: number; pictureUrl: string }

export type SeedSite = {
  menus: SeedMenu[]
  /** GetInformationList by informationId. */
  information: Record<string, SeedInformation[]>
  /** GetArticleList by informationId, and by menuId (paged). */
  columnArticles: Record<string, SeedArticle[]>
  menuArticles: Record<string, SeedArticle[]>
  /** GetPictureList by informationId; by PictureId the one picture. */
  columnPictures: Record<string, SeedPicture[]>
  pictures: Record<string, SeedPicture>
  /** GetRotationChartList by menuId. */
  rotationCharts: Record<string, SeedPicture[]>
}

/** The ids the site's shell uses, as an operator writes them into `--config ids.json`. */
export const SEED_IDS = {
  headerInformationId: 11,
  footerInformationId: 12,
  homeCardsInformationId: 13,
  partnersInformationId: 14,
  footerColumnsInformationId: 15,
  qrInformationId: 16,
  adPictureId: 61,
  homeMenuId: 1,
  specialMenuIds: [4],
}

const colour = (background: string, width = 64) =>
  sharp({ create: { width, height: 40, channels: 3, background } })
    .png()
    .toBuffer()

/** The pictures and files under /upload/: the logo twice under two names (one copy expected). */
async function seedFiles(): Promise<Map<string, { data: Buffer; type: string }>> {
  const logo = await colour('#b21410')
  const png = async (background: string) => ({ data: await colour(background), type: 'image/png' })
  return new Map([
    ['/upload/logo.png', { data: logo, type: 'image/png' }],
    ['/upload/logo-copy.png', { data: logo, type: 'image/png' }],
    ['/upload/banner1.png', await png('#123456')],
    ['/upload/banner2.png', await png('#654321')],
    ['/upload/news-cover.png', await png('#0a0a0a')],
    ['/upload/inline.png', await png('#abcdef')],
    ['/upload/qr.png', await png('#000000')],
    ['/upload/ad.png', await png('#ff8800')],
    ['/upload/icon-news.png', await png('#00ff00')],
    ['/upload/partner.png', await png('#0000ff')],
    ['/upload/参展指南.pdf', { data: pdf('Guide', [['参展指南']]), type: 'application/pdf' }],
  ])
}

const TABLE_BODY =
  '<p>展位价格如下：</p><table><tr><th>展位</th><th>价格</th></tr><tr><td>标准展位</td><td>12800 元</td></tr></table>' +
  '<p><img src="/upload/inline.png" alt="展馆"></p><p>下载<a href="/upload/%E5%8F%82%E5%B1%95%E6%8C%87%E5%8D%97.pdf">参展指南</a>，' +
  '或访问<a href="https://www.cnnc.com.cn/">中核集团</a>。</p>'

const SCRIPT_BODY = '<p>开幕式圆满举行。</p><script>alert(document.cookie)</script><p><a href="javascript:alert(1)">点此</a></p>'

/** A body the editor's nodes cannot hold whole: an embedded video beside a picture. */
const VIDEO_BODY =
  '<p>开幕式视频：</p><iframe src="https://player.bilibili.com/player.html?bvid=BV1xx" width="640" height="360" allowfullscreen></iframe><p><img src="/upload/inline.png" alt="现场"></p>'

const article = (id: number, title: string, detail: string, coverUrl = ''): SeedArticle => ({
  id,
  title,
  subtitle: `${title}摘要`,
  coverUrl,
  link: '',
  detail,
})

/** A small site of the original backend: a home, a news menu with a sub-menu, a page, a special menu. */
function seedSite(): SeedSite {
  const menu = (id: number, nameCN: string, nameEN: string, link: string, children: SeedMenu[] = [], iconUrl = ''): SeedMenu => ({
    id,
    nameCN,
    nameEN,
    iconUrl,
    coverUrl: id === 2 ? '/upload/banner2.png' : '',
    siteName: nameCN,
    link,
    children,
  })
  return {
    menus: [
      menu(1, '首页', 'Home', '/home'),
      menu(2, '新闻中心', 'News', '/news', [menu(3, '展会新闻', 'Show News', '/news-detail')], '/upload/icon-news.png'),
      menu(4, '联系我们', 'Contact', '/info'),
      menu(5, '展商名录', 'Exhibitors', '/showDetail'),
    ],
    information: {
      '11': [{ id: 111, coverUrl: '/upload/logo.png', detail: '' }],
      '12': [{ id: 121, coverUrl: '', detail: '<p>主办单位：中国核能行业协会　京ICP备00000000号</p>' }],
    },
    columnArticles: {
      '13': [article(131, '展会介绍', '<p>第十八届中国国际核工业展览会。</p>', '/upload/banner1.png')],
      '14': [article(141, '中国核电', '', '/upload/partner.png')],
      // Each links to the other: one of them is saved first.
      '15': [
        article(151, '联系方式', '<p>电话：010-00000000，<a href="/news-detail?id=152&amp;menuId=4">交通指南</a></p>'),
        article(152, '交通指南', '<p>地铁 15 号线，<a href="/news-detail?id=151">联系方式</a></p>'),
      ],
    },
    menuArticles: {
      '2': [
        article(201, '展位价格公布', TABLE_BODY, '/upload/news-cover.png'),
        article(202, '开幕式举行', SCRIPT_BODY),
        article(203, '图片丢失的新闻', '<p>封面不存在。</p>', '/upload/missing.png'),
      ],
      '3': [article(301, '展会新闻一则', '<p>新闻正文。</p>', '/upload/logo-copy.png'), article(302, '开幕式视频', VIDEO_BODY)],
      '4': [article(401, '联系我们', '<p>北京市顺义区</p>')],
    },
    columnPictures: { '16': [{ id: 161, pictureUrl: '/upload/qr.png' }] },
    pictures: { '61': { id: 61, pictureUrl: '/upload/ad.png' } },
    rotationCharts: {
      '1': [
        { id: 1001, pictureUrl: '/upload/banner1.png' },
        { id: 1002, pictureUrl: '/upload/banner2.png' },
      ],
      '2': [{ id: 2001, pictureUrl: '/upload/banner2.png' }],
    },
  }
}

/** A call as `Endpoint?param=value` (parameter name lower-cased), the key faults are set by. */
export type CallKey = string

export interface SeedBackend extends TestServer {
  site: SeedSite
  files: Map<string, { data: Buffer; type: string }>
  /** Every call, as its key (`GetMenuList`, `GetArticleList?menuid=2`, `/upload/logo.png`). */
  calls: CallKey[]
  /** HTTP 500 with the error envelope. */
  failing: Set<CallKey>
  /** HTTP 200 with a body that is not JSON. */
  invalidJson: Set<CallKey>
  /** No answer to the next call (the client times out), normal answers after it. */
  slowOnce: Set<CallKey>
  /** No answer, ever. */
  slowAlways: Set<CallKey>
  /** Answers to /upload/ wait this long (an import long enough to interrupt). */
  fileDelayMs: number
  /** When set, calls without `Authorization: Bearer <token>` get 401. */
  token: string | undefined
}

const envelope = (items: unknown[], total?: number) => ({
  success: true,
  code: 200,
  data: { items, ...(total === undefined ? {} : { total }) },
})
const failure = (code: number, message: string) => ({ success: false, code, message, data: { items: [] } })

function keyOf(endpoint: string, query: Map<string, string>): CallKey {
  const param = ['menuid', 'informationid', 'pictureid'].find((name) => query.has(name))
  return param ? `${endpoint}?${param}=${query.get(param)}` : endpoint
}

function list(site: SeedSite, endpoint: string, query: Map<string, string>): { status: number; body: unknown } {
  const get = (name: string) => query.get(name) ?? ''
  switch (endpoint) {
    case 'GetMenuList':
      return { status: 200, body: envelope(site.menus) }
    case 'GetInformationList':
      return { status: 200, body: envelope(site.information[get('informationid')] ?? []) }
    case 'GetRotationChartList':
      return { status: 200, body: envelope(site.rotationCharts[get('menuid')] ?? []) }
    case 'GetPictureList': {
      const one = site.pictures[get('pictureid')]
      if (query.has('pictureid')) return { status: 200, body: envelope(one ? [one] : []) }
      return { status: 200, body: envelope(site.columnPictures[get('informationid')] ?? []) }
    }
    case 'GetArticleList': {
      if (query.has('informationid')) return { status: 200, body: envelope(site.columnArticles[get('informationid')] ?? []) }
      const all = site.menuArticles[get('menuid')] ?? []
      const pageSize = Number(get('pagesize')) || 10
      const pageIndex = Number(get('pageindex')) || 1
      return { status: 200, body: envelope(all.slice((pageIndex - 1) * pageSize, pageIndex * pageSize), all.length) }
    }
    default:
      // The original backend has none of this product's endpoints (GetSiteConfig, exhibitors, downloads).
      return { status: 404, body: failure(404, '接口不存在') }
  }
}

function answer(backend: SeedBackend, req: http.IncomingMessage, res: http.ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1')
  const path = decodeURIComponent(url.pathname)
  if (path.startsWith('/upload/')) {
    backend.calls.push(path)
    const file = backend.files.get(path)
    const send = () => {
      if (!file) return void res.writeHead(404, { 'Content-Type': 'text/html' }).end('<h1>404 Not Found</h1>')
      res.writeHead(200, { 'Content-Type': file.type, 'Content-Length': String(file.data.length) }).end(file.data)
    }
    if (backend.fileDelayMs > 0) setTimeout(send, backend.fileDelayMs)
    else send()
    return
  }
  const endpoint = path.replace(/^\/api\/Website\//, '')
  const query = new Map([...url.searchParams].map(([name, value]) => [name.toLowerCase(), value]))
  const key = keyOf(endpoint, query)
  backend.calls.push(key)
  const json = (status: number, body: unknown): void => sendJson(res, status, body)
  if (backend.token !== undefined && req.headers.authorization !== `Bearer ${backend.token}`) return json(401, failure(401, '授权失败'))
  if (!query.get('siteid')) return json(200, failure(400, 'siteId 不能为空'))
  if (backend.slowAlways.has(key) || backend.slowOnce.delete(key)) return
  if (backend.failing.has(key)) return json(500, failure(500, '服务器内部错误'))
  if (backend.invalidJson.has(key))
    return void res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"success":true,"code":200,"data":{"items":[')
  const { status, body } = list(backend.site, endpoint, query)
  json(status, body)
}

/** Starts the stand-in backend on 127.0.0.1, healthy until a test switches faults on. */
export async function startSeedBackend(): Promise<SeedBackend> {
  const files = await seedFiles()
  const state = {
    site: seedSite(),
    files,
    calls: [] as CallKey[],
    failing: new Set<CallKey>(),
    invalidJson: new Set<CallKey>(),
    slowOnce: new Set<CallKey>(),
    slowAlways: new Set<CallKey>(),
    fileDelayMs: 0,
    token: undefined as string | undefined,
  }
  const server = await startServer((req, res) => answer(backend, req, res))
  const backend: SeedBackend = Object.assign(server, state)
  return backend
}
