import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'

import type { PictureItem, SiteConfig } from '@/content-source/contract'

import { fetchPage } from '../helpers/html'
import { apiItems } from './api'
import { settled, useBrowser } from './harness'
import { runFixtures, startServer, type RunningServer } from './server'

const { open } = useBrowser()
let server: RunningServer
let dataDir: string
let config: SiteConfig
let qrCodes: PictureItem[]

/** A second instance on a copy of the seeded site whose settings name columns that do not exist. */
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-e2e-missing-'))
  fs.cpSync(inject('dataDir'), dataDir, { recursive: true })
  runFixtures(dataDir, ['missing-columns'])
  server = await startServer(dataDir)
  const [settings] = await apiItems<SiteConfig>(server.baseURL, 'GetSiteConfig')
  if (!settings) throw new Error('no site config')
  config = settings
  qrCodes = await apiItems<PictureItem>(server.baseURL, 'GetPictureList', { informationId: String(config.qrInformationId) })
})

afterAll(async () => {
  await server?.stop()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('S31 sections whose content cannot load are left out cleanly', () => {
  // What the server leaves out is in its HTML, the same for every device: read once over HTTP.
  // The browser checks what runs on the page: no ad call, no broken picture, no error.
  test('S31 missing columns: no cards, partners, footer columns; logo falls back to the name; no error shown', async () => {
    const { response, document } = await fetchPage(server.baseURL, '/home')
    expect(response.status).toBe(200)
    expect({
      sections: Array.from(document.querySelectorAll('[data-section]')).map((element) => element.getAttribute('data-section')),
      cards: document.querySelectorAll('.card').length,
      footerColumns: document.querySelectorAll('.footer-info__column').length,
      qrCodes: document.querySelectorAll('.footer-info__qr img').length,
      logoText: document.querySelector('.site-header__logo-text')?.textContent ?? null,
    }).toEqual({
      sections: ['header', 'home', 'page', 'footer-info', 'footer'],
      cards: 0,
      footerColumns: 0,
      qrCodes: qrCodes.length,
      logoText: config.siteName,
    })
    expect(document.querySelectorAll('.banner__image').length).toBeGreaterThan(0)
    // What a reader sees: the text outside scripts and styles.
    const body = document.body.cloneNode(true)
    for (const element of body.querySelectorAll('script, style, noscript, template')) element.remove()
    expect(body.textContent ?? '').not.toMatch(/Error|undefined|不存在|错误|异常|500/)
  })

  test('S31 missing columns: no ad, no broken picture, no error once the page runs (desktop)', async () => {
    await open('desktop', { baseURL: server.baseURL, ad: true }, async ({ page, problems }) => {
      const adRequests: string[] = []
      page.on('request', (request) => request.url().includes('GetPictureList') && adRequests.push(request.url()))
      const response = await page.goto('/home')
      expect(response?.status()).toBe(200)
      await settled(page)
      const shown = await page.evaluate(() => ({
        sections: Array.from(document.querySelectorAll('[data-section]')).map((element) => element.getAttribute('data-section')),
        brokenImages: Array.from(document.images).filter(
          (image) => image.complete && image.naturalWidth === 0 && getComputedStyle(image).visibility !== 'hidden',
        ).length,
      }))
      expect(shown).toEqual({ sections: ['header', 'home', 'page', 'footer-info', 'footer'], brokenImages: 0 })
      expect(adRequests).toEqual([])
      expect(problems.pageErrors).toEqual([])
      await expect(page.locator('body').innerText()).resolves.not.toMatch(/Error|undefined|不存在|错误|异常|500/)
    })
  })

  test('S31 each left-out section is logged on the server', () => {
    // The server logs JSON lines (O8): read their messages.
    const messages = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => String((JSON.parse(line) as { msg?: unknown }).msg ?? ''))
    for (const section of ['header logo', 'home cards', 'partners', 'footer columns']) {
      expect(
        messages.some((message) => message.includes(`[site] section "${section}" left out`)),
        section,
      ).toBe(true)
    }
  })
})
