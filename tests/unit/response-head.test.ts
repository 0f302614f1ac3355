import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { decideHead, type RenderedHead } from '@/serving/answer'

const page: RenderedHead = {
  status: 200,
  contentType: 'text/html; charset=utf-8',
  cacheControl: 'private, no-cache, no-store, max-age=0, must-revalidate',
  setsCookie: false,
  encoded: false,
}
const pageMiss = { encoding: 'br' as const, expectedType: 'text/html' }

describe('H1 one function decides an answer’s head', () => {
  it('H1 a page miss: 200, the route’s public Cache-Control with no-transform, brotli, kept', () => {
    expect(decideHead(page, 'whole', pageMiss)).toEqual({
      status: 200,
      cacheControl: 'public, max-age=0, s-maxage=60, stale-while-revalidate=300, no-transform',
      retryAfter: undefined,
      encoding: 'br',
      keep: true,
    })
  })

  it('H1 P5 O1 a page rendered as the 404 page says 404; one missing content 503, no-store, Retry-After; neither kept', () => {
    expect(decideHead(page, 'not-found', pageMiss)).toMatchObject({
      status: 404,
      keep: false,
      cacheControl: `${page.cacheControl}, no-transform`,
    })
    expect(decideHead(page, 'degraded', pageMiss)).toMatchObject({ status: 503, keep: false, cacheControl: 'no-store', retryAfter: '5' })
    // Flight data (not HTML) keeps its status: it streams before the page has run.
    expect(decideHead({ ...page, contentType: 'text/x-component' }, 'not-found', pageMiss)).toMatchObject({ status: 200 })
  })

  it('H1 J1 a page showing a refused form again says its action’s status, private and no-store, never kept', () => {
    expect(decideHead(page, 'whole', null, { status: 422 })).toMatchObject({
      status: 422,
      cacheControl: 'private, no-store, no-transform',
      keep: false,
    })
    expect(decideHead(page, 'whole', pageMiss, { status: 409 })).toMatchObject({
      status: 409,
      cacheControl: 'private, no-store, no-transform',
      keep: false,
    })
    // Only a page's HTML: the flight data of the same request keeps Next's status.
    expect(decideHead({ ...page, contentType: 'text/x-component' }, 'whole', null, { status: 422 })).toMatchObject({ status: 200 })
  })

  it('H1 J1 X14 a page showing a form refused for asking too often says 429 with its Retry-After', () => {
    expect(decideHead(page, 'whole', pageMiss, { status: 429, retryAfterSeconds: 42 })).toMatchObject({
      status: 429,
      retryAfter: '42',
      cacheControl: 'private, no-store, no-transform',
      keep: false,
    })
    expect(decideHead(page, 'whole', pageMiss, { status: 422 }).retryAfter).toBeUndefined()
  })

  it('H1 G1 an answer the cache does not hold keeps Next’s Cache-Control (HTML with no-transform) and its encoding', () => {
    expect(decideHead(page, 'whole', null)).toEqual({
      status: 200,
      cacheControl: `${page.cacheControl}, no-transform`,
      retryAfter: undefined,
      encoding: null,
      keep: false,
    })
    expect(decideHead({ ...page, contentType: 'application/json', cacheControl: 'no-store' }, 'whole', null).cacheControl).toBe('no-store')
  })

  it('H1 X9 a miss that sets a cookie, or is not what its route serves, is not kept; a cookie keeps Next’s Cache-Control', () => {
    expect(decideHead({ ...page, setsCookie: true }, 'whole', pageMiss)).toMatchObject({
      keep: false,
      cacheControl: `${page.cacheControl}, no-transform`,
    })
    expect(decideHead({ ...page, contentType: 'application/json' }, 'whole', pageMiss)).toMatchObject({ keep: false, encoding: 'br' })
    expect(decideHead({ ...page, status: 304 }, 'whole', pageMiss)).toMatchObject({ keep: false, encoding: null })
    expect(decideHead({ ...page, contentType: 'image/png' }, 'whole', pageMiss)).toMatchObject({ encoding: null })
    expect(decideHead({ ...page, encoded: true }, 'whole', pageMiss)).toMatchObject({ encoding: null })
  })

  it('H1 nothing in src/ but the answer step takes over a response’s writeHead, write or end', () => {
    const SRC = path.resolve(import.meta.dirname, '../../src')
    const files = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name)
        return entry.isDirectory() ? files(full) : /\.tsx?$/.test(entry.name) ? [full] : []
      })
    const patching = files(SRC)
      .filter((file) => /\.(writeHead|write|end)\s*=[^=]/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file))
    expect(patching).toEqual(['serving/answer.ts'])
  })
})
