import config from '@payload-config'
import { getPayload, handleEndpoints, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { callApi, get, items } from '../helpers/content-api'
import * as files from '../helpers/upload-files'
import { TEST_ADMIN } from './global-setup'

const MB = 1024 * 1024
const BOUNDARY = 'x4-e9-boundary'

let payload: Payload
let auth: string

beforeAll(async () => {
  payload = await getPayload({ config })
  const { token } = await payload.login({ collection: 'users', data: TEST_ADMIN })
  if (!token) throw new Error('the admin cannot sign in')
  auth = `JWT ${token}`
})

type Answer = {
  status: number
  headers: Headers
  body: { errors?: { message: string; data?: { errors?: { path: string; message: string }[] } }[]; doc?: { id: number; filename: string } }
}

/** A request to Payload's REST API as the admin's browser sends it, through Payload's own handler. */
async function rest(path: string, init: RequestInit & { duplex?: 'half' } = {}): Promise<Answer> {
  const headers = new Headers(init.headers)
  headers.set('Authorization', auth)
  const response = await handleEndpoints({ config, request: new Request(`http://expo.test${path}`, { ...init, headers }) })
  const type = response.headers.get('content-type') ?? ''
  return {
    status: response.status,
    headers: response.headers,
    body: type.includes('json') ? ((await response.json()) as Answer['body']) : {},
  }
}

const part = (head: string) => Buffer.from(`--${BOUNDARY}\r\n${head}\r\n\r\n`)

/** A multipart upload body whose file is `size` bytes starting with `start`, made as it is read. */
function streamedUpload(name: string, start: Buffer, size: number, fields: Record<string, unknown>) {
  const pulled = { bytes: 0 }
  const head = Buffer.concat([
    part('Content-Disposition: form-data; name="_payload"'),
    Buffer.from(`${JSON.stringify(fields)}\r\n`),
    part(`Content-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream`),
    start,
  ])
  let left = size - start.length
  const chunk = Buffer.alloc(MB, 0x20)
  const body = new ReadableStream<Uint8Array>({
    start: (controller) => controller.enqueue(head),
    pull: (controller) => {
      if (left <= 0) {
        controller.enqueue(Buffer.from(`\r\n--${BOUNDARY}--\r\n`))
        controller.close()
        return
      }
      const next = chunk.subarray(0, Math.min(left, MB))
      left -= next.length
      pulled.bytes += next.length
      controller.enqueue(next)
    },
  })
  const init = { method: 'POST', body, duplex: 'half' as const, headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` } }
  return { init, pulled }
}

const messageOf = (answer: Answer) => answer.body.errors?.[0]?.message

describe('E9 upload size limits, answered 413 with the limit named in Chinese', () => {
  it('E9 a 25 MB picture is refused: 文件过大：图片不得超过 20 MB', async () => {
    const before = await payload.count({ collection: 'media' })
    const { init } = streamedUpload('big.png', await files.png(), 25 * MB, { alt: '过大的图片' })
    const answer = await rest('/api/media', init)
    expect(answer.status).toBe(413)
    expect(messageOf(answer)).toBe('文件过大：图片不得超过 20 MB')
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(before.totalDocs)
  })

  it('E9 a 200 MB document is cut off at 100 MB, not read to its end: 文件过大：文件不得超过 100 MB', async () => {
    const { init, pulled } = streamedUpload('huge.pdf', files.pdfFile(), 200 * MB, {})
    const answer = await rest('/api/documents', init)
    expect(answer.status).toBe(413)
    expect(messageOf(answer)).toBe('文件过大：文件不得超过 100 MB')
    expect(pulled.bytes).toBeLessThan(110 * MB)
  })

  it('E9 a 150 MB picture is cut off too, and the message names the picture limit', async () => {
    const { init } = streamedUpload('huge.jpg', await files.jpeg(), 150 * MB, { alt: '过大的图片' })
    const answer = await rest('/api/media', init)
    expect(answer.status).toBe(413)
    expect(messageOf(answer)).toBe('文件过大：图片不得超过 20 MB')
  })

  it('E9 a 30 MB document (over the picture limit) is within the document limit and stored', async () => {
    const { init } = streamedUpload('big-schedule.txt', Buffer.from('同期活动日程\n'), 30 * MB, {})
    const answer = await rest('/api/documents', init)
    expect(answer.status).toBe(201)
    expect(answer.body.doc?.filename).toBe('big-schedule.txt')
  })
})

describe('E9/X4 refusals through REST say why, in Chinese', () => {
  it('E9 a picture without 替代文字 is refused (alt is required)', async () => {
    const answer = await rest('/api/media', form(new Blob([new Uint8Array(await files.png())]), 'no-alt.png', {}))
    expect(answer.status).toBe(400)
    const [fieldError] = answer.body.errors?.[0]?.data?.errors ?? []
    expect(fieldError?.path).toBe('alt')
    expect(fieldError?.message).toMatch(/必填/)
  })

  it('X4 a web page uploaded as 文件 "brochure.png" answers 400 with the reason on the file field', async () => {
    const answer = await rest('/api/documents', form(new Blob([new Uint8Array(files.htmlPage)], { type: 'image/png' }), 'brochure.png', {}))
    expect(answer.status).toBe(400)
    expect(answer.body.errors?.[0]?.data?.errors).toEqual([
      { path: 'file', message: expect.stringContaining('文本中含有 HTML 或 XML 标记') as string },
    ])
  })

  it('X4 a create naming a URL instead of sending the file is refused: the server downloads nothing unchecked', async () => {
    const before = await payload.count({ collection: 'documents' })
    const answer = await rest('/api/documents', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ url: 'https://files.example.com/page.html', filename: 'page.pdf' }),
    })
    expect(answer.status).toBe(400)
    expect(answer.body.errors?.[0]?.data?.errors?.[0]?.message).toBe('请直接上传文件本身：服务器不会替你从网址下载文件')
    expect((await payload.count({ collection: 'documents' })).totalDocs).toBe(before.totalDocs)
  })
})

describe('X4 stored files are served with nosniff; documents as attachments', () => {
  it('X4 a picture and its resized size: nosniff and the sandboxing CSP, shown inline', async () => {
    const created = await rest('/api/media', form(new Blob([new Uint8Array(await files.photo())]), 'served.jpg', { alt: 'X4 served' }))
    const doc = await payload.findByID({ collection: 'media', id: created.body.doc?.id ?? 0 })
    expect(doc.sizes?.small?.filename).toMatch(/\.webp$/)
    for (const name of [doc.filename, doc.sizes?.small?.filename]) {
      const answer = await rest(`/api/media/file/${encodeURIComponent(name ?? '')}`)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
      expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox")
      expect(answer.headers.get('content-disposition')).toBeNull()
    }
  })

  it('X4 a document with a Chinese name: attachment with its UTF-8 name, nosniff', async () => {
    const created = await rest('/api/documents', form(new Blob([new Uint8Array(files.pdfFile())]), '展商 手册(2027).pdf', {}))
    const filename = created.body.doc?.filename ?? ''
    expect(filename).toBe('展商 手册(2027).pdf')
    const answer = await rest(`/api/documents/file/${encodeURIComponent(filename)}`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="__ __(2027).pdf"; filename*=UTF-8''%E5%B1%95%E5%95%86%20%E6%89%8B%E5%86%8C%282027%29.pdf`,
    )
  })

  it('X12 malformed upload metadata (the _payload field) is a 400 that names the field, never a 500', async () => {
    const upload = async (metadata: string) => {
      const body = new FormData()
      body.set('_payload', metadata)
      body.set('file', new Blob([await files.png()], { type: 'image/png' }), 'metadata.png')
      return rest('/api/media', { method: 'POST', body })
    }
    for (const metadata of ['{"alt": "图"', 'not json at all', '{"alt":']) {
      const answer = await upload(metadata)
      expect(answer.status, metadata).toBe(400)
      expect(JSON.stringify(answer.body), metadata).toContain('上传表单的 _payload 字段必须是 JSON 对象')
    }
    // JSON that is not an object holds none of the required fields: refused by validation.
    for (const metadata of ['["alt"]', '42']) expect((await upload(metadata)).status, metadata).toBe(400)
    expect((await payload.find({ collection: 'media', where: { filename: { like: 'metadata' } } })).totalDocs).toBe(0)
  })

  it('X4 the content API’s DownloadFile carries nosniff beside its attachment header', async () => {
    type Menu = { id: number; link: string; children: Menu[] }
    const flatten = (tree: Menu[]): Menu[] => tree.flatMap((menu) => [menu, ...flatten(menu.children)])
    const download = flatten(items<Menu>(await get('GetMenuList'))).find((menu) => menu.link === '/download')
    const list = items<{ id: number }>(await get('GetDownloadList', { menuId: download?.id ?? 0 }))
    const answer = await callApi('/api/Website/DownloadFile', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ siteId: 'nuclear-expo', id: list[0]?.id }),
    })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; /)
  })
})

function form(file: Blob, name: string, fields: Record<string, unknown>): RequestInit {
  const body = new FormData()
  body.set('_payload', JSON.stringify(fields))
  body.set('file', file, name)
  return { method: 'POST', body }
}
