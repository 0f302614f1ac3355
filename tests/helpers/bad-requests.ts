/**
 * X7: a seeded, deterministic generator of bad requests for the content API (`/api/Website/*`):
 * bad ids, huge and odd parameters, invalid percent-encoding, wrong methods and content types,
 * broken JSON, long headers, unknown endpoints, mixed-case paths. The same seed gives the same
 * requests, so a failure can be replayed.
 */

import http from 'node:http'
import zlib from 'node:zlib'

export type BadRequest = { method: string; path: string; headers: Record<string, string>; body?: string }

export type Random = { next(): number; pick<T>(items: readonly T[]): T; int(max: number): number }

/** mulberry32: small, fast and good enough to vary test input. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const int = (max: number) => Math.floor(next() * max)
  return { next, int, pick: (items) => items[int(items.length)] as (typeof items)[number] }
}

const ENDPOINTS = [
  'GetMenuList',
  'GetInformationList',
  'GetRotationChartList',
  'GetArticleList',
  'GetPictureList',
  'GetArticleDetail',
  'GetExhibitorList',
  'GetExhibitorDetail',
  'GetDownloadList',
  'GetSiteConfig',
  'DownloadFile',
] as const
const ODD_ENDPOINTS = [
  'getmenulist',
  'GETMENULIST',
  'gEtMeNuLiSt',
  'Unknown',
  'GetMenuList/extra',
  'GetMenuList/',
  '',
  '%00',
  '%zz',
  '..%2Fusers',
  '%2e%2e/%2e%2e/etc/passwd',
  'GetMenuList%00',
  'Get%20MenuList',
  '%E4%B8%AD%E6%96%87',
  'x'.repeat(2000),
  'GetMenuList;jsessionid=1',
  'openapi.json/x',
  '__proto__',
  'constructor',
  'GetMenuList.json',
] as const
const PARAMS = [
  'siteId',
  'id',
  'menuId',
  'informationId',
  'PictureId',
  'pageIndex',
  'pageSize',
  'keyword',
  'category',
  'includeSubmenus',
] as const
const BAD_VALUES = [
  '-1',
  '0',
  '-0',
  '99999999999999999999',
  '2147483648',
  '1e3',
  '1.5',
  '0x10',
  '0b1',
  '01',
  ' 1',
  '1 ',
  '+1',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '١٢',
  'Ⅻ',
  '𝟙',
  '一',
  '%00',
  '1%00',
  '%',
  '%zz',
  '%E4%B8',
  '%C0%AF',
  '%FF%FE',
  '%u0041',
  '1 OR 1=1',
  "1' OR '1'='1",
  '1;DROP TABLE articles',
  '1 UNION SELECT * FROM users',
  "'; --",
  '$where',
  '{"$gt":""}',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%2e%2e%2f',
  '\u202e1',
  '',
  '%20',
  '%0d%0aX-Injected:%201',
  'nuclear-expo',
] as const
const METHODS = ['GET', 'GET', 'GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'] as const
const CONTENT_TYPES = [
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  '',
  'application/octet-stream',
  'json',
] as const
const BODIES = [
  '{',
  '{"siteId":',
  '[]',
  'null',
  '"text"',
  '123',
  'true',
  '{"siteId":"nuclear-expo"}',
  '{"siteId":"nuclear-expo","id":-1}',
  '{"siteId":"nuclear-expo","id":"abc"}',
  '{"siteId":"nuclear-expo","id":1e309}',
  '{"siteId":["nuclear-expo"],"id":1}',
  '{"siteId":"nuclear-expo","id":{"$gt":0}}',
  '{"__proto__":{"admin":true},"siteId":"nuclear-expo","id":1}',
  '{"constructor":{"prototype":{}},"siteId":"nuclear-expo","id":1}',
  '{"siteId":"nuclear-expo","siteId":"x","id":1}',
  '{"siteId":"nuclear-expo","id":"1\\u0000"}',
  '{"siteId":"nuclear-expo","id":99999999999}',
  '\u0000\u0001\u0002',
  '\ufeff{"siteId":"nuclear-expo","id":1}',
  'siteId=nuclear-expo&id=1',
  '--x\r\nContent-Disposition: form-data; name="id"\r\n\r\n1\r\n--x--',
  '<xml/>',
] as const
const HEADER_NAMES = [
  'X-Junk',
  'Authorization',
  'Cookie',
  'Origin',
  'Accept',
  'Accept-Encoding',
  'If-None-Match',
  'Range',
  'Referer',
  'Accept-Language',
] as const

/** A value made to be awkward: short and odd, or 10 KB, or a repeated pattern. */
function badValue(random: Random): string {
  const roll = random.int(20)
  if (roll === 0) return 'x'.repeat(10_240)
  if (roll === 1) return '9'.repeat(300)
  if (roll === 2) return encodeURIComponent('中'.repeat(200))
  if (roll === 3) return `${random.pick(BAD_VALUES)}${random.pick(BAD_VALUES)}`
  return random.pick(BAD_VALUES)
}

function query(random: Random): string {
  const parts: string[] = []
  if (random.int(5) > 0) parts.push(`siteId=${random.int(4) === 0 ? badValue(random) : 'nuclear-expo'}`)
  const count = random.int(10) === 0 ? 300 : random.int(4)
  for (let index = 0; index < count; index += 1) {
    const name =
      random.int(6) === 0 ? random.pick(['ID', 'MENUID', 'a[b]', 'id[]', '%00', '%zz', 'x'.repeat(500), '__proto__']) : random.pick(PARAMS)
    parts.push(`${name}=${badValue(random)}`)
    // The same parameter twice: `id=1&id=2`.
    if (random.int(5) === 0) parts.push(`${name}=${badValue(random)}`)
  }
  if (random.int(15) === 0) parts.push('%', '&&&', '=', '=x')
  return parts.join('&')
}

function endpointPath(random: Random): string {
  const roll = random.int(10)
  const endpoint = roll < 7 ? random.pick(ENDPOINTS) : random.pick(ODD_ENDPOINTS)
  const prefix =
    random.int(12) === 0
      ? random.pick(['/API/Website/', '/api/website/', '/Api/WEBSITE/', '/api/Website//', '/api//Website/'])
      : '/api/Website/'
  return `${prefix}${endpoint}`
}

/** One bad request, drawn from `random`. */
export function badRequest(random: Random): BadRequest {
  const method = random.pick(METHODS)
  const headers: Record<string, string> = {}
  if (random.int(6) === 0)
    headers[random.pick(HEADER_NAMES)] =
      random.int(2) === 0 ? 'a'.repeat(8_192) : random.pick(['Bearer', 'Bearer ', 'x', '*', 'null', 'bytes=0-0,-1'])
  let path = `${endpointPath(random)}?${query(random)}`
  if (random.int(20) === 0) path = endpointPath(random)
  if (method !== 'POST' || random.int(3) === 0) return { method, path, headers }
  path = `/api/Website/${random.int(8) === 0 ? random.pick(ENDPOINTS) : 'DownloadFile'}`
  const contentType = random.pick(CONTENT_TYPES)
  if (contentType) headers['Content-Type'] = contentType
  const roll = random.int(30)
  const body =
    roll === 0
      ? `{"siteId":"nuclear-expo","id":1,"x":"${'y'.repeat(20_000)}"}`
      : roll === 1
        ? `${'['.repeat(5_000)}${']'.repeat(5_000)}`
        : random.pick(BODIES)
  return { method, path, headers, body }
}

/** Odd queries on Payload's REST API and paths that try to leave the media folders. */
export function payloadRequests(): BadRequest[] {
  const get = (requestPath: string): BadRequest => ({ method: 'GET', path: requestPath, headers: {} })
  const queries = [
    'where[title][equals]=%00',
    'where[title][like]=%25',
    'where[title][like]=%',
    'where[nonexistent][equals]=1',
    'where[id][equals]=abc',
    'where[id][in]=a,b,%zz',
    'where[publishedAt][greater_than]=notadate',
    'where[publishedAt][near]=1,2',
    'where[title][exists]=maybe',
    'where[or][0][and][0][or][0][and][0][title][equals]=x',
    'where[title][equals][0]=a&where[title][equals][1]=b',
    'where[detail][contains]=x',
    'where[password][equals]=x',
    'where[hash][exists]=true',
    'where[_status][equals]=draft',
    'where[menu.nameCN][like]=%27',
    'where=1',
    'where[title]=x',
    'where[title][in]=',
    'where[title][all]=a',
    'where[title][within]=x',
    'sort=-nonexistent',
    'sort=%00',
    'limit=-1',
    'limit=99999999',
    'limit=abc',
    'page=0',
    'page=-5',
    'page=1e9',
    'depth=100',
    'depth=-1',
    'draft=true',
    'trash=true',
    'locale=xx',
    'select[title]=1&select[nope]=1',
    'populate[menus][nameCN]=x',
    'joins=1',
    'pagination=false&limit=0',
    `where[title][equals]=${'x'.repeat(10_240)}`,
  ]
  const collections = ['articles', 'menus', 'exhibitors', 'downloads', 'pictures', 'users', 'media', 'documents', 'nonexistent']
  const traversal = [
    '../../etc/passwd',
    '..%2F..%2F..%2Fetc%2Fpasswd',
    '%2e%2e%2f%2e%2e%2fsite.db',
    '..%5c..%5csite.db',
    '....//....//site.db',
    '%2e%2e/%2e%2e/.payload-secret',
    '..%252f..%252fsite.db',
    '%00',
    '..',
    '.',
    '%2e%2e',
    'x/../../site.db',
    '/etc/passwd',
    '%2Fetc%2Fpasswd',
    `${'a'.repeat(3_000)}.png`,
    '%C0%AE%C0%AE/site.db',
  ]
  return [
    ...collections.flatMap((collection) => queries.map((query) => get(`/api/${collection}?${query}`))),
    ...['media', 'documents'].flatMap((collection) =>
      traversal.flatMap((tail) => [get(`/api/${collection}/file/${tail}`), get(`/api/${collection}/file/../${tail}`)]),
    ),
    ...[
      '/api/../../etc/passwd',
      '/api/%2e%2e/%2e%2e/etc/passwd',
      '/_next/image?url=%2F..%2F..%2Fetc%2Fpasswd&w=64&q=75',
      '/_next/image?url=file:///etc/passwd&w=64&q=75',
    ].map(get),
  ]
}

/** The server's answer; status 0 and `error` when the connection ended without one. */
export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; error?: string }

const MAX_KEPT_BODY = 65_536

/**
 * Sends the request as written: node:http keeps the path byte for byte (no normalising of `..`
 * or of bad percent-encoding, as fetch would do); only characters HTTP cannot carry raw are
 * percent-encoded.
 */
export function send(baseURL: string, request: BadRequest, agent: http.Agent): Promise<Answer> {
  const url = new URL(baseURL)
  const path = request.path.replace(/[^\x21-\x7e]/gu, (character) => encodeURIComponent(character))
  return new Promise((resolve) => {
    const failed = (error: Error) => resolve({ status: 0, headers: {}, body: '', error: error.message })
    const outgoing = http.request(
      // Next's redirect of a 10 KB URL repeats it in Location and Refresh: more than the client's default 16 KB.
      {
        host: url.hostname,
        port: url.port,
        method: request.method,
        path,
        headers: request.headers,
        agent,
        timeout: 30_000,
        maxHeaderSize: 262_144,
      },
      (response) => {
        // `Accept-Encoding: *` among the generated headers gets a compressed answer, as it should.
        // A HEAD's answer says the encoding its GET would have, and has no body to decode.
        const encoding = request.method === 'HEAD' ? '' : String(response.headers['content-encoding'] ?? '')
        const decoder =
          encoding === 'br'
            ? zlib.createBrotliDecompress()
            : encoding === 'gzip'
              ? zlib.createGunzip()
              : encoding === 'deflate'
                ? zlib.createInflate()
                : null
        const stream = decoder ? response.pipe(decoder) : response
        let body = ''
        stream.setEncoding('utf8')
        stream.on('data', (chunk: string) => {
          if (body.length < MAX_KEPT_BODY) body += chunk
        })
        stream.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }))
        stream.on('error', failed)
        response.on('error', failed)
      },
    )
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within 30 s to ${request.method} ${path}`)))
    outgoing.on('error', failed)
    outgoing.end(request.body)
  })
}

/** Runs `task` over `items`, at most `limit` at a time. */
export async function withConcurrency<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let nextIndex = 0
  const worker = async () => {
    while (nextIndex < items.length) {
      const index = nextIndex
      nextIndex += 1
      results[index] = await task(items[index] as T)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}
