import { describe, expect, it } from 'vitest'

import { callApi, expectContract, expectError, get, SITE_ID } from '../helpers/content-api'

const longText = (length: number) => 'x'.repeat(length)

describe('A3 bad input gets a 4xx envelope, never a 500', () => {
  it.each([
    ['missing siteId', '/api/Website/GetMenuList', 400],
    ['empty siteId', '/api/Website/GetMenuList?siteId=', 400],
    ['malformed siteId', '/api/Website/GetMenuList?siteId=a%20b', 400],
    ['siteId with SQL', `/api/Website/GetMenuList?siteId=${encodeURIComponent("' or 1=1 --")}`, 400],
    ['oversized siteId', `/api/Website/GetMenuList?siteId=${longText(201)}`, 400],
    ['repeated siteId', `/api/Website/GetMenuList?siteId=${SITE_ID}&siteId=${SITE_ID}`, 400],
    ['repeated siteId, other case', `/api/Website/GetMenuList?siteId=${SITE_ID}&SITEID=${SITE_ID}`, 400],
    ['repeated menuId', `/api/Website/GetMenuList?siteId=${SITE_ID}&menuId=1&menuId=2`, 400],
    ['repeated id, other case', `/api/Website/GetArticleDetail?siteId=${SITE_ID}&id=1&ID=1`, 400],
    ['unknown site', '/api/Website/GetMenuList?siteId=another-show', 404],
    ['unknown endpoint', `/api/Website/GetEverything?siteId=${SITE_ID}`, 404],
    ['nested path', `/api/Website/GetMenuList/extra?siteId=${SITE_ID}`, 404],
    ['bare /api/Website', `/api/Website?siteId=${SITE_ID}`, 404],
  ] as const)('%s → %i', async (_name, path, status) => {
    const answer = await callApi(path)
    expectError(answer, status)
    expectContract('GetMenuList', answer, status)
  })

  it.each([
    ['letters', 'abc'],
    ['negative', '-1'],
    ['zero', '0'],
    ['decimal', '1.5'],
    ['too large', '99999999999'],
    ['hex', '0x10'],
    ['oversized', longText(5000)],
  ])('malformed id (%s) → 400', async (_name, value) => {
    for (const [endpoint, param] of [
      ['GetMenuList', 'menuId'],
      ['GetInformationList', 'informationId'],
      ['GetRotationChartList', 'menuId'],
      ['GetArticleList', 'menuId'],
      ['GetPictureList', 'PictureId'],
      ['GetArticleDetail', 'id'],
      ['GetExhibitorDetail', 'id'],
      ['GetDownloadList', 'menuId'],
    ] as const) {
      expectError(await get(endpoint, { [param]: value }), 400)
    }
  })

  it.each([
    ['GetMenuList', 'menuId'],
    ['GetInformationList', 'informationId'],
    ['GetRotationChartList', 'menuId'],
    ['GetArticleList', 'menuId'],
    ['GetArticleList', 'informationId'],
    ['GetPictureList', 'PictureId'],
    ['GetPictureList', 'informationId'],
    ['GetArticleDetail', 'id'],
    ['GetExhibitorDetail', 'id'],
    ['GetDownloadList', 'menuId'],
  ] as const)('%s with an unknown %s → 404', async (endpoint, param) => {
    expectError(await get(endpoint, { [param]: 987654 }), 404)
  })

  it.each([
    ['GetInformationList', {}],
    ['GetRotationChartList', {}],
    ['GetArticleList', {}],
    ['GetArticleList', { menuId: 1, informationId: 1 }],
    ['GetPictureList', {}],
    ['GetArticleDetail', {}],
    ['GetDownloadList', {}],
  ] as const)('%s without its required id (%o) → 400', async (endpoint, query) => {
    expectError(await get(endpoint, query), 400)
  })

  it.each([{ pageIndex: 0 }, { pageIndex: -1 }, { pageIndex: 'first' }, { pageSize: 0 }, { pageSize: 101 }, { pageSize: '1e3' }])(
    'paging out of range (%o) → 400',
    async (query) => {
      expectError(await get('GetExhibitorList', query), 400)
    },
  )

  it('a keyword over 100 characters (10 000 here) → 400', async () => {
    expectError(await get('GetExhibitorList', { keyword: longText(10_000) }), 400)
  })

  it('an unknown category → 400', async () => {
    expectError(await get('GetExhibitorList', { category: '不存在的类别' }), 400)
  })

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('%s on a GET endpoint → 405 with Allow', async (method) => {
    const answer = await callApi(`/api/Website/GetMenuList?siteId=${SITE_ID}`, { method })
    expectError(answer, 405)
    expect(answer.headers.get('allow')).toContain('GET')
  })

  it('GET on DownloadFile → 405', async () => {
    expectError(await get('DownloadFile', { id: 1 }), 405)
  })

  it.each([
    ['not JSON', 'siteId=nuclear-expo&id=1', 400],
    ['an array', '[1,2]', 400],
    ['a nested object', JSON.stringify({ siteId: SITE_ID, id: { $gt: 0 } }), 400],
    ['no id', JSON.stringify({ siteId: SITE_ID }), 400],
    ['no siteId', JSON.stringify({ id: 1 }), 400],
    ['a malformed id', JSON.stringify({ siteId: SITE_ID, id: '../../etc/passwd' }), 400],
    ['an oversized body', JSON.stringify({ siteId: SITE_ID, id: 1, pad: longText(10_000) }), 400],
    ['an unknown site', JSON.stringify({ siteId: 'other', id: 1 }), 404],
    ['an unknown id', JSON.stringify({ siteId: SITE_ID, id: 987654 }), 404],
  ] as const)('DownloadFile with %s → %i', async (_name, body, status) => {
    const answer = await callApi('/api/Website/DownloadFile', { method: 'POST', body, headers: { 'Content-Type': 'application/json' } })
    expectError(answer, status)
  })
})

describe('A2 CORS for the configured origins only', () => {
  it('an allowed origin gets its origin back, with credentials', async () => {
    const answer = await get('GetMenuList', {}, { headers: { Origin: 'https://partner.example' } })
    expect(answer.headers.get('access-control-allow-origin')).toBe('https://partner.example')
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true')
    expect(answer.headers.get('vary')).toContain('Origin')
  })

  it('another origin gets no CORS headers', async () => {
    const answer = await get('GetMenuList', {}, { headers: { Origin: 'https://evil.example' } })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('preflight answers 204 with the allowed methods and headers', async () => {
    const answer = await callApi('/api/Website/GetMenuList', {
      method: 'OPTIONS',
      headers: { Origin: 'https://partner.example', 'Access-Control-Request-Method': 'GET' },
    })
    expect(answer.status).toBe(204)
    expect(answer.headers.get('access-control-allow-origin')).toBe('https://partner.example')
    expect(answer.headers.get('access-control-allow-headers')).toContain('Authorization')
  })

  it('error answers carry CORS headers too, so a partner site can read the message', async () => {
    const answer = await callApi('/api/Website/GetMenuList', { headers: { Origin: 'https://partner.example' } })
    expectError(answer, 400)
    expect(answer.headers.get('access-control-allow-origin')).toBe('https://partner.example')
  })
})
