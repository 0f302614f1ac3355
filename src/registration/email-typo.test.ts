import { describe, expect, it } from 'vitest'

import { suggestEmail } from './email-typo'

describe('J1 a likely typo in an e-mail domain is pointed out', () => {
  it('J1 suggests the common domain one slip away', () => {
    expect(suggestEmail('zhang@qq.con')).toBe('zhang@qq.com')
    expect(suggestEmail('zhang@163.con')).toBe('zhang@163.com')
    expect(suggestEmail('li.si@gmial.com')).toBe('li.si@gmail.com')
    expect(suggestEmail('wang@hotmial.com')).toBe('wang@hotmail.com')
    expect(suggestEmail('wang@QQ.CON')).toBe('wang@qq.com')
    expect(suggestEmail('a@126.cm')).toBe('a@126.com')
    expect(suggestEmail('a@outlok.com')).toBe('a@outlook.com')
  })

  it('J1 leaves correct, rare and unrelated domains alone', () => {
    for (const email of [
      'zhang@qq.com',
      'a@163.com',
      'b@cnnc.com.cn',
      'c@ymail.com',
      'd@mail.com',
      'e@example.cn',
      'f@spic.com.cn',
      'g@tom.com',
    ])
      expect(suggestEmail(email), email).toBeNull()
    expect(suggestEmail('no-at-sign')).toBeNull()
  })
})
