import fs from 'node:fs'
import path from 'node:path'

import { beforeAll, describe, expect, inject, it } from 'vitest'

import { launchBrowser } from '../helpers/browser'
import { rawExchange } from '../helpers/raw-http'
import * as files from '../helpers/upload-files'
import { E2E_ADMIN } from './server'

const baseURL = inject('baseURL')
const MB = 1024 * 1024
let auth: string

beforeAll(async () => {
  const response = await fetch(`${baseURL}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  })
  const { token } = (await response.json()) as { token?: string }
  if (!token) throw new Error(`the e2e admin cannot sign in (HTTP ${response.status})`)
  auth = `JWT ${token}`
})

type Created = { doc: { id: number; filename: string; sizes?: { small?: { filename?: string | null } } } }

async function uploadTo(
  collection: 'media' | 'documents',
  name: string,
  data: Buffer,
  fields: Record<string, unknown> = {},
): Promise<Created> {
  const body = new FormData()
  body.set('_payload', JSON.stringify(fields))
  body.set('file', new Blob([new Uint8Array(data)]), name)
  const response = await fetch(`${baseURL}/api/${collection}`, { method: 'POST', headers: { Authorization: auth }, body })
  expect(response.status).toBe(201)
  return (await response.json()) as Created
}

const fileURL = (collection: string, filename: string) => `${baseURL}/api/${collection}/file/${encodeURIComponent(filename)}`

describe('X4 files as the production server serves them', () => {
  it('X4 an SVG logo and a photo with its resized sizes: nosniff, the sandboxing CSP, shown inline', async () => {
    const logo = await uploadTo('media', 'e2e-logo.svg', files.cleanSvg(), { alt: 'e2e 标志' })
    const photo = await uploadTo('media', 'e2e-photo.jpg', await files.photo(), { alt: 'e2e 照片' })
    const names = [logo.doc.filename, photo.doc.filename, photo.doc.sizes?.small?.filename ?? '']
    expect(names[2]).toMatch(/\.webp$/)
    for (const name of names) {
      const response = await fetch(fileURL('media', name))
      expect(response.status, name).toBe(200)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox")
      expect(response.headers.get('content-disposition')).toBeNull()
    }
    expect((await fetch(fileURL('media', logo.doc.filename))).headers.get('content-type')).toBe('image/svg+xml')
  })

  it('X4 the seeded Chinese-named manual and an uploaded document are attachments under their UTF-8 names', async () => {
    const uploaded = await uploadTo('documents', '观众 须知.pdf', files.pdfFile())
    for (const name of ['参展商手册.pdf', uploaded.doc.filename]) {
      // As staff: a file no download offers yet is private (X5).
      const response = await fetch(fileURL('documents', name), { headers: { Authorization: auth } })
      expect(response.status, name).toBe(200)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      const disposition = response.headers.get('content-disposition') ?? ''
      // The ASCII fallback is a quoted string or a token (RFC 6266), as content-disposition writes it.
      expect(disposition).toMatch(/^attachment; filename=("[\x20-\x7e]+"|[\w!#$%&'*+.^`|~-]+); filename\*=UTF-8''/)
      expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toBe(name)
    }
  })

  it('X4 in Chromium a document downloads rather than opens, and an SVG with script stored before the checks cannot run', async () => {
    // A file written past the upload checks (as one stored before them would be).
    const stored = await uploadTo('media', 'e2e-old-logo.svg', files.cleanSvg(), { alt: 'e2e 旧标志' })
    const hostile = files.svg('<script>document.documentElement.setAttribute("data-ran", "yes"); alert(1)</script>')
    fs.writeFileSync(path.join(inject('dataDir'), 'media', 'images', stored.doc.filename), hostile)
    const browser = await launchBrowser()
    try {
      const context = await browser.newContext({ acceptDownloads: true })
      const page = await context.newPage()
      const dialogs: string[] = []
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message())
        void dialog.dismiss()
      })
      await page.goto(fileURL('media', stored.doc.filename))
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-ran'))).toBeNull()
      expect(dialogs).toEqual([])
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.goto(fileURL('documents', '参展商手册.pdf')).catch(() => null),
      ])
      expect(download.suggestedFilename()).toBe('参展商手册.pdf')
      await context.close()
    } finally {
      await browser.close()
    }
  })

  it('E9/X10 a 200 MB upload is refused at the door with 413 and the limit in Chinese, before its body is read', async () => {
    const port = Number(new URL(baseURL).port)
    const head = [
      'POST /api/documents HTTP/1.1',
      'Host: 127.0.0.1',
      `Authorization: ${auth}`,
      'Content-Type: multipart/form-data; boundary=e2e-e9',
      `Content-Length: ${200 * MB}`,
    ].join('\r\n')
    const { answers } = await rawExchange(port, `${head}\r\n\r\n--e2e-e9\r\n`, { expected: 1 })
    expect(answers[0]?.status).toBe(413)
    expect(JSON.parse(answers[0]?.body.toString() ?? '{}')).toEqual({ errors: [{ message: '文件过大：文件不得超过 100 MB' }] })
  })

  it('X10 an upload streamed without a length is refused with 411, in Payload’s error form', async () => {
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        controller.enqueue(
          Buffer.from('--e2e-e9\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4\n\r\n--e2e-e9--\r\n'),
        )
        controller.close()
      },
    })
    const init = {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { Authorization: auth, 'Content-Type': 'multipart/form-data; boundary=e2e-e9' },
    }
    const response = await fetch(`${baseURL}/api/documents`, init as RequestInit)
    expect(response.status).toBe(411)
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0]?.message).toMatch(/Content-Length/)
  })
})
