import { describe, expect, test } from 'vitest'

import { sanitizeRichHtml } from '@/content-source/html'

const PUBLIC_URL = 'https://expo.example'
const clean = (html: string) => sanitizeRichHtml(html, PUBLIC_URL)

describe('S32 sanitizeRichHtml', () => {
  test('S32 drops script elements and their code', () => {
    const html = clean('<p>前<script>alert(1)</script>后</p><script src="https://evil.example/x.js"></script>')
    expect(html).toBe('<p>前后</p>')
  })

  test('S32 drops event handler attributes', () => {
    const html = clean('<p onclick="alert(1)">文字</p><img src="https://expo.example/a.png" onerror="alert(1)" alt="a">')
    expect(html).not.toMatch(/onclick|onerror|alert/)
    expect(html).toContain('<p>文字</p>')
    expect(html).toContain('src="https://expo.example/a.png"')
  })

  test('S32 drops svg, even with onload', () => {
    expect(clean('<svg onload="alert(1)"><circle r="1"></circle></svg><p>ok</p>')).toBe('<p>ok</p>')
  })

  test('S32 drops javascript:, data: and protocol-relative URLs', () => {
    const html = clean(
      '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><a href="data:text/html,<script>alert(1)</script>">c</a>' +
        '<img src="data:image/svg+xml,<svg onload=alert(1)>"><img src="//evil.example/x.png"><a href="vbscript:msgbox(1)">d</a>',
    )
    expect(html).not.toMatch(/javascript|data:|vbscript|evil\.example/i)
  })

  test('S32 keeps http(s), mailto and tel links; new-tab links get noopener noreferrer', () => {
    const html = clean(
      '<a href="https://www.example.com/" target="_blank">站点</a><a href="mailto:info@expo.example">邮件</a><a href="tel:+861012345678">电话</a>',
    )
    expect(html).toBe(
      '<a href="https://www.example.com/" target="_blank" rel="noopener noreferrer">站点</a><a href="mailto:info@expo.example">邮件</a><a href="tel:+861012345678">电话</a>',
    )
  })

  test('S32 iframes only from the allowed video hosts', () => {
    const html = clean(
      '<iframe src="https://player.bilibili.com/player.html?bvid=1"></iframe><iframe src="https://evil.example/"></iframe>',
    )
    expect(html).toContain('player.bilibili.com')
    expect(html).not.toContain('evil.example')
  })

  test('S32 keeps ordinary formatting and makes root-relative URLs absolute (A1)', () => {
    const html = clean('<h2>标题</h2><p><strong>粗</strong><em>斜</em></p><img src="/api/media/file/a.png" alt="图">')
    expect(html).toBe(
      '<h2>标题</h2><p><strong>粗</strong><em>斜</em></p><img src="https://expo.example/api/media/file/a.png" alt="图" loading="lazy" />',
    )
  })

  test('S32 drops style and form elements that could restyle or phish', () => {
    const html = clean(
      '<style>body{display:none}</style><form action="https://evil.example"><input name="pw"></form><p style="position:fixed;text-align:center">x</p>',
    )
    expect(html).not.toMatch(/<style|<form|<input|position/)
    expect(html).toContain('text-align:center')
  })
})
