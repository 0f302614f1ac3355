import { describe, expect, it } from 'vitest'

import { refusalList, refusedRegistrationPage } from '@/registration/ui/refused-page'
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
})
