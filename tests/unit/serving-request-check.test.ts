import type { IncomingMessage } from 'node:http'

import { describe, expect, it } from 'vitest'

import { servesExpectedType } from '@/response-cache/policy'
import { RequestsInFlight } from '@/serving/client-limits'
import { checkRequest } from '@/serving/request-check'

import { cacheable } from '../helpers/cache-routes'

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ url, method, headers: { ...headers } }) as unknown as IncomingMessage
const rules = { publicHost: 'expo.example', bodyLimits: [{ path: /^\/api\/users\/login\b/, maxBytes: 8192 }], defaultBodyLimit: 65_536 }

describe('the server’s request check (X8–X12)', () => {
  it('X12 TRACE, TRACK and CONNECT are refused with 405', () => {
    for (const method of ['TRACE', 'TRACK', 'CONNECT']) expect(checkRequest(request('/', {}, method), rules)?.status).toBe(405)
  })

  it('X12 an absolute-form target is reduced to its path for this site and refused for another', () => {
    const own = request('http://expo.example/news?menuId=3')
    expect(checkRequest(own, rules)).toBeNull()
    expect(own.url).toBe('/news?menuId=3')
    expect(checkRequest(request('http://evil.example/news'), rules)?.status).toBe(400)
    expect(checkRequest(request('*', {}, 'OPTIONS'), rules)?.status).toBe(400)
    expect(checkRequest(request('ftp://expo.example/x'), rules)?.status).toBe(400)
  })

  it('X8 a body on GET or HEAD and a body without a length are refused; a body over its route’s limit is 413', () => {
    expect(checkRequest(request('/home', { 'content-length': '10' }), rules)?.status).toBe(400)
    expect(checkRequest(request('/home', { 'content-length': '10' }, 'HEAD'), rules)?.status).toBe(400)
    expect(checkRequest(request('/home', { 'content-length': '0' }), rules)).toBeNull()
    expect(checkRequest(request('/api/x', { 'transfer-encoding': 'chunked' }, 'POST'), rules)?.status).toBe(411)
    expect(checkRequest(request('/api/users/login', { 'content-length': '8193' }, 'POST'), rules)?.status).toBe(413)
    expect(checkRequest(request('/api/users/login', { 'content-length': '8192' }, 'POST'), rules)).toBeNull()
    expect(checkRequest(request('/api/other', { 'content-length': '65537' }, 'POST'), rules)?.status).toBe(413)
    expect(checkRequest(request('/api/x', { 'content-length': '12' }, 'DELETE'), rules)).toBeNull()
  })

  it('X9 framework-internal headers are removed before Next; the client router’s are kept', () => {
    const incoming = request('/news', {
      'x-middleware-prefetch': '1',
      'x-nextjs-data': '1',
      'x-invoke-path': '/x',
      'x-now-route-matches': '1',
      rsc: '1',
      'next-router-state-tree': 'x',
      accept: 'text/html',
    })
    expect(checkRequest(incoming, rules)).toBeNull()
    expect(Object.keys(incoming.headers).sort()).toEqual(['accept', 'next-router-state-tree', 'rsc'])
  })
})

describe('what the response cache keeps (W3, X9)', () => {
  it('W3 unknown parameters leave the key and the rendered URL; known ones are kept, sorted', () => {
    const target = cacheable(request('/news?r=123&page=2&from=singlemessage&menuId=6'))
    expect(target).toEqual({ key: '/news?menuId=6&page=2', url: '/news?menuId=6&page=2', expectedType: 'text/html' })
    expect(cacheable(request('/en/news?utm_source=x'))?.key).toBe('/en/news')
    expect(cacheable(request('/robots.txt?v=2'))?.key).toBe('/robots.txt')
    expect(cacheable(request('/api/Website/GetMenuList?siteId=1&_=999&MenuId=2'))?.key).toBe('/api/Website/GetMenuList?MenuId=2&siteId=1||')
  })

  it('X9 the client router’s requests are never cached; an answer of the wrong type is not stored', () => {
    for (const name of ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-action', 'next-url'])
      expect(cacheable(request('/news', { [name]: '1' }))).toBeNull()
    expect(servesExpectedType(undefined, 'text/html')).toBe(false)
    expect(servesExpectedType('application/json', 'text/html')).toBe(false)
    expect(servesExpectedType('text/html; charset=utf-8', 'text/html')).toBe(true)
    expect(servesExpectedType('application/rss+xml', 'xml')).toBe(true)
    expect(servesExpectedType('text/xml', 'xml')).toBe(true)
  })
})

describe('X10 requests in flight per address', () => {
  it('X10 counts per address up to the cap and frees a place when one ends', () => {
    const inFlight = new RequestsInFlight(2)
    expect(inFlight.enter('203.0.113.1')).toBe(true)
    expect(inFlight.enter('203.0.113.1')).toBe(true)
    expect(inFlight.enter('203.0.113.1')).toBe(false)
    expect(inFlight.enter('203.0.113.2')).toBe(true)
    inFlight.leave('203.0.113.1')
    expect(inFlight.enter('203.0.113.1')).toBe(true)
  })
})
