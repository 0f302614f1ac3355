import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { E2E_ADMIN, prepareData, runDataScript, type RunningServer, startServer } from '../e2e/server'
import { launchBrowser, newContext } from '../helpers/browser'
import { waitFor } from '../helpers/poll'
import { rawExchange } from '../helpers/raw-http'

/**
 * The red team's smaller findings (X13, X14, issue 39's point 6) against the production server,
 * trusting 127.0.0.1 as a proxy so that each request can speak for an outside address
 * (X-Forwarded-For), as visitors behind nginx do.
 */
let server: RunningServer
let port = 0
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-hostile-'))
const head = (lines: string[]) => `${lines.join('\r\n')}\r\n\r\n`

beforeAll(async () => {
  prepareData(dataDir)
  server = await startServer(dataDir, { TRUSTED_PROXIES: '127.0.0.1', LOG_LEVEL: 'info' })
  port = Number(new URL(server.baseURL).port)
}, 600_000)

afterAll(async () => {
  await server?.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

/** Whether the server logged a request for `marker`: a later request's line, once out, says every earlier one is. */
async function logged(marker: string): Promise<boolean> {
  const later = `/log-marker-${randomUUID()}`
  await fetch(`${server.baseURL}${later}`)
  await waitFor(
    'the server to write its log up to a marker request',
    async () => (server.output().includes(later) ? true : undefined),
    10_000,
  )
  return server.output().includes(marker)
}

describe('X13 uploads are refused on their head', () => {
  it('X13 an anonymous 90 MB upload gets its 403 before one byte of its body is sent', async () => {
    const { answers } = await rawExchange(
      port,
      head([
        'POST /api/media HTTP/1.1',
        'Host: 127.0.0.1',
        'X-Forwarded-For: 203.0.113.40',
        'Content-Type: multipart/form-data; boundary=x',
        `Content-Length: ${90 * 1024 * 1024}`,
      ]),
      { expected: 1, firstByteMs: 15_000 },
    )
    expect(answers.map((answer) => answer.status)).toEqual([403])
    expect(answers[0]?.headers.connection).toBe('close')
    expect(JSON.parse(answers[0]?.body.toString() ?? '')).toEqual({ errors: [{ message: expect.stringContaining('登录') }] })
  })

  it('X13 a signed-in sender’s upload over the route’s limit gets 413 on its head too', async () => {
    const { answers } = await rawExchange(
      port,
      head([
        'POST /api/documents HTTP/1.1',
        'Host: 127.0.0.1',
        'Cookie: payload-token=whatever',
        'Content-Type: multipart/form-data; boundary=x',
        `Content-Length: ${200 * 1024 * 1024}`,
      ]),
      { expected: 1, firstByteMs: 15_000 },
    )
    expect(answers.map((answer) => answer.status)).toEqual([413])
  })
})

describe('X8 after a refusal whose body was not read, nothing more on the connection is dispatched', () => {
  it('X8 a request pipelined behind a 411 is never run: one answer, the connection closed, no log line for it', async () => {
    const marker = `/pipelined-after-411-${randomUUID()}`
    const { answers, closed } = await rawExchange(
      port,
      head(['POST /api/users/login HTTP/1.1', 'Host: 127.0.0.1', 'Transfer-Encoding: chunked']) +
        '0\r\n\r\n' +
        head([`GET ${marker} HTTP/1.1`, 'Host: 127.0.0.1']),
      { waitMs: 3_000 },
    )
    expect(answers.map((answer) => answer.status)).toEqual([411])
    expect(closed).toBe(true)
    expect(await logged(marker)).toBe(false)
  })
})

describe('X14 limits per address count address groups', () => {
  /** The statuses of /search asked once from each address, in turn. */
  const searches = async (addresses: string[]) => {
    const statuses: number[] = []
    for (const address of addresses) {
      const response = await fetch(`${server.baseURL}/search?keyword=x14`, { headers: { 'X-Forwarded-For': address } })
      await response.arrayBuffer()
      statuses.push(response.status)
    }
    return statuses
  }

  it('X14 100 addresses of one IPv6 /64 are limited like one IPv4 address (/search: 30 a minute)', async () => {
    const ipv6 = await searches(Array.from({ length: 100 }, (_, index) => `2001:db8:14:64::${(index + 1).toString(16)}`))
    const ipv4 = await searches(Array.from({ length: 100 }, () => '203.0.113.14'))
    const counts = (statuses: number[]) => ({
      ok: statuses.filter((status) => status === 200).length,
      refused: statuses.filter((status) => status === 429).length,
    })
    expect(counts(ipv4)).toEqual({ ok: 30, refused: 70 })
    expect(counts(ipv6)).toEqual(counts(ipv4))
  }, 300_000)
})

describe('G2 the share card is kept by the response cache', () => {
  it('G2 /share-image is rendered once and then answered from the cache; a change of the site settings clears it', async () => {
    const card = async () => {
      const response = await fetch(`${server.baseURL}/share-image?utm_source=x`)
      const body = Buffer.from(await response.arrayBuffer())
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/jpeg')
      expect(body.subarray(0, 2).toString('hex')).toBe('ffd8')
      return response.headers.get('x-cache')
    }
    await waitFor('the card to be stored', async () => ((await card()) === 'HIT' ? true : undefined), 20_000, 200)
    expect(await card()).toBe('HIT')

    const signIn = await fetch(`${server.baseURL}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(E2E_ADMIN),
    })
    const { token } = (await signIn.json()) as { token: string }
    const saved = await fetch(`${server.baseURL}/api/globals/site-settings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({ icpNumber: `G2-${Date.now()}`, _status: 'published' }),
    })
    expect(saved.status).toBe(200)
    await waitFor('the settings’ change to clear the stored card', async () => ((await card()) === 'MISS' ? true : undefined), 10_000, 200)
  }, 120_000)
})

describe('X17 a hostile floor plan never reaches the page', () => {
  it('X17 /floorplan with XHTML meta refresh, div, form and iframe stored in a plan: the server’s HTML holds none, and Chromium stays on the page with no HTML element inside the plan', async () => {
    const hall = runDataScript(dataDir, 'tests/operations/hostile-plan.ts').trim().split('\n').at(-1) ?? ''
    const html = await (await fetch(`${server.baseURL}/floorplan`)).text()
    expect(html).toContain(hall)
    expect(html).not.toMatch(/hostile-|http-equiv="refresh"|<foreignObject|<iframe|<form[^>]*robots/i)

    const browser = await launchBrowser()
    try {
      const page = await (await newContext(browser, 'desktop', server.baseURL)).newPage()
      const navigations: string[] = []
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations.push(frame.url())
      })
      await page.goto('/floorplan', { waitUntil: 'load' })
      await page.locator('.floorplan__plan svg').first().waitFor()
      const inside = await page.$$eval('.floorplan__plan *', (elements) =>
        elements.filter((element) => element.namespaceURI !== 'http://www.w3.org/2000/svg').map((element) => element.localName),
      )
      expect(inside).toEqual([])
      await expect(page.locator('meta[http-equiv], #hostile-div, #hostile-form, #hostile-iframe').count()).resolves.toBe(0)
      expect(new URL(page.url()).pathname).toBe('/floorplan')
      // Next's router may record the page again (same document); never another address.
      expect(new Set(navigations.map((url) => new URL(url).pathname))).toEqual(new Set(['/floorplan']))
    } finally {
      await browser.close()
    }
  }, 120_000)
})
