import { describe, expect, it } from 'vitest'

import { CONTENT_API_CACHE } from '@/content-api/cacheable'
import { getEndpoint } from '@/content-api/endpoints'

describe('W3 the content API’s cacheable endpoints', () => {
  it('W3 every endpoint the cache keeps exists, and every GET endpoint has its parameters listed', () => {
    for (const name of Object.keys(CONTENT_API_CACHE.endpoints)) {
      if (name === 'openapi.json') continue
      expect(getEndpoint(name), name).toBeDefined()
    }
    for (const name of [
      'getmenulist',
      'getinformationlist',
      'getrotationchartlist',
      'getarticlelist',
      'getpicturelist',
      'getarticledetail',
      'getexhibitorlist',
      'getexhibitordetail',
      'getdownloadlist',
      'getsiteconfig',
    ]) {
      expect(CONTENT_API_CACHE.endpoints[name], name).toBeDefined()
    }
    expect(getEndpoint('downloadfile')).toBeUndefined()
  })
})
