import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { insertBigFloorPlan } from '../../bench/big-show'
import { cleanupAll } from '../../bench/cleanup'
import { prepareData, type RunningServer, startServer } from '../e2e/server'

/**
 * Z3: the floor plan of a big show, 2 000 booths on 8 halls of 250 (bench/big-show.ts, as
 * `npm run bench:scale` builds them) beside the demo's halls: each page of it, a hall's plan or a
 * hall's whole list, is at most 300 KB of HTML, and the search and deep links find booths as on
 * the demo.
 */
const EXHIBITORS = 2_000
const HALLS = 8
const MAX_BYTES = 300 * 1024

let app: RunningServer
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-floorplan-scale-'))

beforeAll(async () => {
  prepareData(dataDir)
  const db = createClient({ url: `file:${path.join(dataDir, 'site.db')}` })
  await insertBigFloorPlan(db, EXHIBITORS, HALLS)
  db.close()
  app = await startServer(dataDir, { LOG_LEVEL: 'warn' })
}, 600_000)

afterAll(async () => {
  await app?.stop()
  await cleanupAll()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

async function page(target: string): Promise<{ html: string; bytes: number }> {
  const response = await fetch(`${app.baseURL}${target}`)
  expect(response.status, target).toBe(200)
  const html = await response.text()
  return { html, bytes: Buffer.byteLength(html) }
}

describe('Z3 the floor plan of a big show', () => {
  it(`Z3 with ${EXHIBITORS} booths a page is at most 300 KB of HTML: a hall's plan (a deep link's, a search's, the first) or a hall's whole list; search and deep links still find booths`, async () => {
    const sizes: string[] = []
    const measured = async (target: string) => {
      const answer = await page(target)
      sizes.push(`${target} ${Math.round(answer.bytes / 1024)} KB`)
      expect(answer.bytes, target).toBeLessThanOrEqual(MAX_BYTES)
      return answer.html
    }
    // A deep link draws the booth's hall, the booth marked and named.
    const deep = await measured('/floorplan?booth=H8-100')
    expect(deep).toMatch(/<g id="booth-h8-100" class="floorplan__booth floorplan__booth--current" data-booth="H8-100">/)
    expect(deep).toContain('展位 H8-100')
    expect(deep.match(/data-booth="H8-\d{3}"/g)).toHaveLength(EXHIBITORS / HALLS)
    // The hall's whole list, a link away: every booth, each a deep link and its exhibitor's page.
    const hallId = deep.match(/href="\/floorplan\?hall=(\d+)&amp;list=1"/)?.[1]
    expect(hallId).toBeDefined()
    const list = await measured(`/floorplan?hall=${hallId}&list=1`)
    expect(list.match(/class="floorplan__number"/g)).toHaveLength(EXHIBITORS / HALLS)
    expect(list).toContain(`href="/floorplan?booth=H8-250&amp;hall=${hallId}"`)
    expect(list).not.toContain('floorplan__svg')
    // A search: the hall with the match drawn, the booth marked, and its row listed.
    const search = await measured(`/floorplan?q=${encodeURIComponent('核工业装备企业 1999 号')}`)
    expect(search).toMatch(/找到 1 个展位/)
    expect(search).toMatch(/class="floorplan__booth floorplan__booth--match" data-booth="H8-249"/)
    expect(search.match(/class="floorplan__number"/g)).toHaveLength(1)
    await measured('/floorplan')
    await measured('/en/floorplan?booth=H3-001')
    console.log(`[Z3] ${sizes.join(' · ')}`)
  })
})
