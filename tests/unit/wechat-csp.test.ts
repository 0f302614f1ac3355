import { describe, expect, it } from 'vitest'

import { parseEnv } from '@/config/env'
import { createSecurityHeaders } from '@/security/headers'

const scriptSrc = (env: Record<string, string>) =>
  (createSecurityHeaders(parseEnv(env)).forPage().headers['Content-Security-Policy'] ?? '')
    .split('; ')
    .find((part) => part.startsWith('script-src')) ?? ''

describe('G2 WeChat and the page CSP', () => {
  it('G2 wechat: res.wx.qq.com may serve scripts only while WeChat sharing is configured; /wechat/signature gets the API headers, another /wechat/ path the page’s (the site’s 404 needs its scripts)', async () => {
    expect(scriptSrc({})).not.toContain('res.wx.qq.com')
    const withWeChat = scriptSrc({ WECHAT_APP_ID: 'wx0123456789abcdef', WECHAT_APP_SECRET: '0123456789abcdef0123456789abcdef' })
    expect(withWeChat).toContain(' https://res.wx.qq.com')
    expect(withWeChat).not.toContain('unsafe-inline')
    const { responseKind } = await import('@/security/headers')
    expect(responseKind('/wechat/signature?url=x')).toBe('api')
    expect(responseKind('/wechat/signature')).toBe('api')
    expect(responseKind('/wechat/home')).toBe('page')
    expect(responseKind('/wechat/signaturex')).toBe('page')
  })
})
