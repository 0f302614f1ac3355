import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { parseEnv } from '@/config/env'
import { nextQuotaDay, pushToBaidu } from '@/jobs/baidu-push-api'

import { sendJson, startServer, type TestServer } from '../helpers/http-server'

/** A local stand-in for data.zz.baidu.com/urls: records requests, answers as told. */
let fake: TestServer
let requests: { method: string; path: string; contentType: string; body: string }[] = []
let answer: { status: number; body: unknown } = { status: 200, body: {} }

beforeAll(async () => {
  fake = await startServer((request, response, body) => {
    requests.push({ method: request.method ?? '', path: request.url ?? '', contentType: request.headers['content-type'] ?? '', body })
    sendJson(response, answer.status, answer.body)
  })
})
afterAll(() => fake.close())
beforeEach(() => {
  requests = []
})

const settings = () => ({ apiBase: fake.url, site: 'https://expo.example.cn', token: 'abcdEFGH1234' })
const urls = ['https://expo.example.cn/news-detail?id=1&menuId=2', 'https://expo.example.cn/showDetail?id=3']

describe('G4 Baidu active push', () => {
  it('G4 baidu: POSTs text/plain, one URL a line, to /urls?site=…&token=…, and reads the result', async () => {
    answer = { status: 200, body: { success: 2, remain: 9998, not_valid: [] } }
    await expect(pushToBaidu(settings(), urls)).resolves.toEqual({ kind: 'pushed', success: 2, remain: 9998, rejected: [] })
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/urls?site=https%3A%2F%2Fexpo.example.cn&token=abcdEFGH1234',
        contentType: 'text/plain',
        body: urls.join('\n'),
      },
    ])
  })

  it('G4 baidu: a spent quota is a result (not retried today); other refusals and a dead server throw for the queue to retry', async () => {
    answer = { status: 400, body: { error: 400, message: 'over quota' } }
    await expect(pushToBaidu(settings(), urls)).resolves.toEqual({ kind: 'quota', message: 'over quota' })
    answer = { status: 500, body: { error: 500, message: 'internal error' } }
    await expect(pushToBaidu(settings(), urls)).rejects.toMatchObject({ name: 'BaiduPushError', message: expect.stringContaining('500') })
    answer = { status: 401, body: { error: 401, message: 'token is not valid' } }
    await expect(pushToBaidu(settings(), urls)).rejects.toThrow(/token is not valid/)
    await expect(pushToBaidu({ ...settings(), apiBase: 'http://127.0.0.1:9' }, urls)).rejects.toMatchObject({ name: 'BaiduPushError' })
  })

  it('G4 baidu: after a spent quota the next try is the next Beijing day, 00:05', () => {
    // 2026-11-23 23:30 in Beijing is 15:30 UTC: the next day starts at 16:00 UTC.
    expect(nextQuotaDay(new Date('2026-11-23T15:30:00Z')).toISOString()).toBe('2026-11-23T16:05:00.000Z')
    // 2026-11-24 00:10 in Beijing: tomorrow is 2026-11-25 in Beijing.
    expect(nextQuotaDay(new Date('2026-11-23T16:10:00Z')).toISOString()).toBe('2026-11-24T16:05:00.000Z')
  })

  it('G4 baidu: the token is validated; the API base is configurable', () => {
    expect(parseEnv({}).BAIDU_PUSH_API).toBe('http://data.zz.baidu.com')
    expect(parseEnv({ BAIDU_PUSH_TOKEN: 'abcdEFGH1234', BAIDU_PUSH_API: 'http://127.0.0.1:9/' }).BAIDU_PUSH_API).toBe('http://127.0.0.1:9')
    expect(() => parseEnv({ BAIDU_PUSH_TOKEN: 'not a token!' })).toThrow(/BAIDU_PUSH_TOKEN/)
  })
})
