import { describe, expect, it } from 'vitest'

import { malformedPathAnswer } from '@/content-api/malformed-path'

describe("X7 a path whose percent-encoding does not decode is a 400, not Next's 500", () => {
  it.each(['/api/Website/%zz', '/api/Website/Get%E4%B8', '/api/Website/%C0%AF?siteId=nuclear-expo', '/api/Website/%'])(
    'X7 %s: the content API envelope with code 400',
    (url) => {
      const answer = malformedPathAnswer(url)
      expect(answer?.contentType).toBe('application/json')
      expect(JSON.parse(answer?.body ?? '')).toEqual({ success: false, code: 400, message: '请求路径的编码无效', data: { items: [] } })
    },
  )

  it.each(['/news%zz', '/%zz/x', '/api/articles/%E4%B8'])('X7 %s elsewhere: plain text', (url) => {
    expect(malformedPathAnswer(url)?.contentType).toMatch(/^text\/plain/)
  })

  it.each(['/api/Website/GetMenuList?siteId=%zz', '/news?menuId=%E4%B8', '/api/Website/%E4%B8%AD', '/home', '/api/Website/GetMenuList%00'])(
    "X7 %s decodes (a bad query string is the handler's to judge): null",
    (url) => {
      expect(malformedPathAnswer(url)).toBeNull()
    },
  )
})
