import { describe, expect, it } from 'vitest'

import { PRIVATE_COOKIE_NAMES, ROUTER_HEADERS } from '@/response-cache/policy'
import { INTERNAL_HEADER } from '@/serving/request-check'

/**
 * W1: the response cache and the request check name some of Next's headers and cookies themselves (Next
 * exports no public list of them). Next's own constants, read here from its build, must agree:
 * an upgrade that adds a router header or renames a preview cookie fails this test, loudly,
 * before it can let a router answer or a preview into the cache.
 */
describe('W1 the names the serving path borrows from Next', () => {
  it('W1 every header of Next’s client router is either passed on uncached or removed before Next', async () => {
    const headers = await import('next/dist/client/components/app-router-headers.js')
    const routerHeaders = [...headers.FLIGHT_HEADERS, headers.ACTION_HEADER, headers.NEXT_URL]
    for (const name of routerHeaders) {
      const handled = (ROUTER_HEADERS as readonly string[]).includes(name) || INTERNAL_HEADER.test(name)
      expect(handled, name).toBe(true)
    }
    expect(headers.NEXT_RSC_UNION_QUERY).toBe('_rsc')
  })

  it('W1 Next’s preview and draft cookies are among those that keep a request out of the cache', async () => {
    const api = await import('next/dist/server/api-utils/index.js')
    expect(PRIVATE_COOKIE_NAMES).toContain(api.COOKIE_NAME_PRERENDER_BYPASS)
    expect(PRIVATE_COOKIE_NAMES).toContain(api.COOKIE_NAME_PRERENDER_DATA)
  })
})
