import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { refusalList, refusedRegistrationPage } from '@/registration/ui/refused-page'
import { ResendForm } from '@/registration/ui/ResendForm'
import { registerText } from '@/registration/ui/text'

describe('the registration pages (src/registration/ui)', () => {
  it('R1 a script’s refused submission is a page of its own: each problem by its field, typed text only as text, never indexed', () => {
    const text = registerText('zh')
    const refusal = { problems: { mobile: 'mobile', email: 'emailTypo' } as const, suggestions: { email: 'a@<b>.com' } }
    const html = refusedRegistrationPage('zh', text, '核展<script>', refusalList(text, refusal))
    expect(html.startsWith('<!doctype html>\n<html lang="zh-CN">')).toBe(true)
    expect(html).toContain('<meta name="robots" content="noindex">')
    expect(html).toContain('<title>观众预登记 - 核展&lt;script&gt;</title>')
    expect(html).toContain('<a class="register-home" href="/home">核展&lt;script&gt;</a>')
    expect(html).toMatch(/<div class="register-summary" role="alert"><p>提交未成功：有 2 处需要修改[^<]*<\/p><ul>/)
    expect(html).toContain(`<li id="mobile-error" class="register-error">${text.problems.mobile}</li>`)
    expect(html).toContain('<li id="email-error" class="register-error">您是不是要输入 a@&lt;b&gt;.com？')
    expect(html).not.toContain('<script>')
  })

  it('R4 the resend form is a plain form without script: the mobile and the captcha posted to its action; a problem marks its field', () => {
    const text = registerText('zh')
    const html = renderToStaticMarkup(
      createElement(ResendForm, { text, action: '/register/resend/submit', problems: { mobile: 'required' } }),
    )
    // One form posting to the route; HTML's attribute names are case-insensitive (React writes `noValidate`).
    const form = html.match(/^<form ([^>]*)>/)?.[1] ?? ''
    for (const attribute of [
      'class="register-form register-resend-form"',
      'method="post"',
      'action="/register/resend/submit"',
      'accept-charset="utf-8"',
    ])
      expect(form).toContain(attribute)
    expect(form.toLowerCase()).toContain('novalidate=""')
    expect(html.match(/<form /g)).toHaveLength(1)
    const mobile = html.match(/<input id="mobile"([^>]*)\/>/)?.[1] ?? ''
    for (const attribute of ['name="mobile"', 'type="tel"', 'aria-invalid="true"', 'aria-describedby="mobile-error"'])
      expect(mobile).toContain(attribute)
    expect(html).toContain(`<p class="register-error" id="mobile-error">${text.problems.required}</p>`)
    expect(html).toContain('<altcha-widget challenge="/register/captcha" name="altcha" auto="onfocus" language="zh-cn"></altcha-widget>')
    expect(html).toContain(`<noscript><p class="register-error">${text.problems.captcha}</p></noscript>`)
    expect(html).not.toContain('altcha-error')
    expect(html).toContain('<button type="submit" class="register-submit">')
  })
})
