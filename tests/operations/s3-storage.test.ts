import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Download, Media } from '@/payload-types'

import { E2E_ADMIN, prepareData, startServer, type RunningServer } from '../e2e/server'
import { launchBrowser, newContext } from '../helpers/browser'
import { startS3Server, type S3Server } from '../helpers/s3-server'
import { createTestDatabase, type TestDatabase } from '../helpers/test-database'

const PREFIX = 'expo-site'
const imageKey = (filename: string) => `${PREFIX}/images/${filename}`

let s3: S3Server
let database: TestDatabase
let one: RunningServer
let two: RunningServer
const dataDirs: string[] = []

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) throw new Error('this test needs TEST_DATABASE_URL: a Postgres server both instances share')
  s3 = await startS3Server('expo-media', PREFIX)
  for (const name of ['one', 'two']) dataDirs.push(fs.mkdtempSync(path.join(os.tmpdir(), `expo-s3-${name}-`)))
  const [dirOne = '', dirTwo = ''] = dataDirs
  database = await createTestDatabase(dirOne)
  const shared = { ...s3.env, DATABASE_URL: database.url, PAYLOAD_SECRET: crypto.randomBytes(24).toString('hex') }
  // Migrations, the demo content (its pictures and files go to the bucket) and the first admin.
  prepareData(dirOne, shared)
  one = await startServer(dirOne, shared)
  // Both instances answer for the same public address, as they would behind a load balancer.
  two = await startServer(dirTwo, { ...shared, PUBLIC_URL: one.baseURL })
})

afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()])
  await database?.drop()
  await s3?.stop()
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true })
})

/** A 2000 × 1200 PNG, so that every image size (480, 960, 1920 wide) is made. */
function testPicture(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1200">
    <rect width="2000" height="1200" fill="#0b3d91"/><circle cx="1000" cy="600" r="420" fill="#f5c400"/></svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

async function uploadInAdmin(baseURL: string, file: { name: string; buffer: Buffer }): Promise<number> {
  const browser = await launchBrowser()
  try {
    const context = await newContext(browser, 'desktop', baseURL)
    const page = await context.newPage()
    await page.goto('/admin/login')
    await page.fill('input[name="email"]', E2E_ADMIN.email)
    await page.fill('input[name="password"]', E2E_ADMIN.password)
    await page.click('button[type="submit"]')
    await page.waitForURL((url) => !url.pathname.includes('/login'), { timeout: 30_000 })
    await page.goto('/admin/collections/media/create')
    await page.setInputFiles('input[type="file"]', { name: file.name, mimeType: 'image/png', buffer: file.buffer })
    await page.fill('#field-alt', 'O7 上传测试')
    await page.click('#action-save')
    await page.waitForURL(/\/admin\/collections\/media\/\d+$/, { timeout: 60_000 })
    return Number(new URL(page.url()).pathname.split('/').pop())
  } finally {
    await browser.close()
  }
}

async function adminToken(baseURL: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  })
  const { token } = (await response.json()) as { token?: string }
  if (!token) throw new Error(`signing in on ${baseURL} answered HTTP ${response.status}`)
  return token
}

/** A picture uploaded through REST as the admin, with its sizes, as the admin's upload makes them. */
async function uploadByRest(baseURL: string, file: { name: string; buffer: Buffer }): Promise<Media> {
  const body = new FormData()
  body.set('_payload', JSON.stringify({ alt: 'O7 删除测试' }))
  body.set('file', new Blob([new Uint8Array(file.buffer)], { type: 'image/png' }), file.name)
  const response = await fetch(`${baseURL}/api/media`, {
    method: 'POST',
    body,
    headers: { Authorization: `JWT ${await adminToken(baseURL)}` },
  })
  const answer = (await response.json()) as { doc?: Media }
  if (response.status !== 201 || !answer.doc)
    throw new Error(`uploading ${file.name} answered HTTP ${response.status}: ${JSON.stringify(answer)}`)
  return answer.doc
}

async function served(baseURL: string, urlPath: string): Promise<{ status: number; bytes: Buffer }> {
  const response = await fetch(`${baseURL}${urlPath}`)
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) }
}

/** Every file name under a folder, however deep. */
const filesUnder = (dir: string): string[] =>
  fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((entry) => path.basename(entry))

const optimized = (filename: string) => `/_next/image?url=${encodeURIComponent(`/api/media/file/${filename}`)}&w=640&q=75`

describe('O7 media on S3-compatible storage: two instances, one Postgres, one bucket', () => {
  let picture: Media
  let uploaded: Buffer

  it('O7 an image uploaded in the admin on instance 1 is stored in the bucket with its sizes and served by instance 2', async () => {
    uploaded = await testPicture()
    const id = await uploadInAdmin(one.baseURL, { name: 'o7-upload.png', buffer: uploaded })
    picture = (await (await fetch(`${two.baseURL}/api/media/${id}`)).json()) as Media
    const names = [picture.filename, picture.sizes?.small?.filename, picture.sizes?.medium?.filename, picture.sizes?.large?.filename]
    expect(names.every(Boolean), JSON.stringify(picture)).toBe(true)
    expect(picture.url).toBe(`${one.baseURL}/api/media/file/${picture.filename}`)

    expect(await s3.readObject(imageKey(picture.filename ?? ''))).toEqual(uploaded)
    for (const name of names as string[]) {
      const object = await s3.readObject(imageKey(name))
      if (!object) throw new Error(`${imageKey(name)} is not in the bucket`)
      const answer = await served(two.baseURL, `/api/media/file/${name}`)
      expect(answer.status, name).toBe(200)
      expect(answer.bytes.equals(object), name).toBe(true)
      if (name !== picture.filename) expect((await sharp(object).metadata()).format, name).toBe('webp')
    }

    // The image optimizer of instance 2 reads the picture through the app's own URL.
    const optimizedAnswer = await fetch(`${two.baseURL}${optimized(picture.filename ?? '')}`, { headers: { Accept: 'image/webp' } })
    expect(optimizedAnswer.status).toBe(200)
    expect(optimizedAnswer.headers.get('content-type')).toBe('image/webp')

    // Nothing went to a local folder of either instance.
    for (const dir of dataDirs) expect(filesUnder(dir).filter((name) => names.includes(name))).toEqual([])
  })

  // X5: a visitor asking for a file no visible record holds gets Payload's 403 (its read rule finds
  // no record), a file missing from a record 404: either way nothing is served, never a 500.
  it('O7 deleting the image (REST, as admin) removes its objects from the bucket; both instances answer 404', async () => {
    const picture = await uploadByRest(one.baseURL, { name: 'o7-delete.png', buffer: await testPicture() })
    const names = [picture.filename, ...Object.values(picture.sizes ?? {}).map((size) => size?.filename)] as string[]
    const response = await fetch(`${two.baseURL}/api/media/${picture.id}`, {
      method: 'DELETE',
      headers: { Authorization: `JWT ${await adminToken(two.baseURL)}` },
    })
    expect(response.status).toBe(200)
    const left = await s3.listKeys(`${PREFIX}/images/`)
    expect(left.length).toBeGreaterThan(0)
    expect(left.filter((key) => names.some((name) => key.endsWith(`/${name}`)))).toEqual([])
    for (const name of names) {
      expect(await s3.readObject(imageKey(name)), name).toBeNull()
      expect([403, 404], name).toContain((await served(two.baseURL, `/api/media/file/${name}`)).status)
      expect([403, 404], name).toContain((await served(one.baseURL, `/api/media/file/${name}`)).status)
    }
  })

  it('O7 a picture missing from the bucket is refused (403/404), never a 500, directly and through the image optimizer', async () => {
    expect([403, 404], 'refused').toContain((await served(two.baseURL, '/api/media/file/no-such-picture.png')).status)
    expect([403, 404], 'refused').toContain((await served(two.baseURL, '/api/documents/file/no-such-file.pdf')).status)
    const answer = await served(two.baseURL, optimized('no-such-picture.png'))
    expect(answer.status).toBeGreaterThanOrEqual(400)
    expect(answer.status).toBeLessThan(500)
  })

  it('O7 the demo pictures and files went to the bucket; the content API and the site of instance 2 serve them', async () => {
    const media = (await (await fetch(`${two.baseURL}/api/media?pagination=false&depth=0`)).json()) as { docs: Media[] }
    const pictureKeys = media.docs.flatMap((doc) => [doc.filename, ...Object.values(doc.sizes ?? {}).map((size) => size?.filename)])
    const stored = new Set(await s3.listKeys(`${PREFIX}/images/`))
    expect(media.docs.length).toBeGreaterThan(20)
    expect(pictureKeys.filter((name) => name && !stored.has(imageKey(name)))).toEqual([])

    const { docs } = (await (await fetch(`${two.baseURL}/api/downloads?depth=1&limit=1&sort=id`)).json()) as { docs: Download[] }
    const file = docs[0]?.file
    if (typeof file !== 'object' || !file?.filename) throw new Error('the demo content has no download with a file')
    const object = await s3.readObject(`${PREFIX}/files/${file.filename}`)
    if (!object) throw new Error(`${file.filename} is not among ${(await s3.listKeys(`${PREFIX}/files/`)).join(', ')}`)
    const download = await fetch(`${two.baseURL}/api/Website/DownloadFile`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ siteId: 'nuclear-expo', id: docs[0]?.id }),
    })
    expect(download.status).toBe(200)
    expect(Buffer.from(await download.arrayBuffer()).equals(object)).toBe(true)
    expect((await served(two.baseURL, `/api/documents/file/${encodeURIComponent(file.filename)}`)).bytes.equals(object)).toBe(true)

    const home = await (await fetch(`${two.baseURL}/home`)).text()
    const shown = home.match(/\/_next\/image\?url=([^&"]+)/)?.[1]
    expect(shown, 'the home page shows an optimized picture').toBeDefined()
    expect((await fetch(`${two.baseURL}/_next/image?url=${shown}&w=640&q=75`)).status).toBe(200)
  })
})
