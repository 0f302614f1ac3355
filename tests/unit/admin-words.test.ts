import { describe, expect, it } from 'vitest'

import { beijingDate, beijingDateTime, isTypedDate, momentIn, shownAsIn } from '@/locales/dates'
import { tableWordInChinese } from '@/admin/rich-text/table-words'

describe('E5 dates in the admin', () => {
  it('E5 a moment is written in Beijing time as 2026-11-26 09:30, and its day is Beijing’s', () => {
    expect(beijingDateTime(new Date('2026-11-25T16:30:00Z'))).toBe('2026-11-26 00:30')
    expect(beijingDate(new Date('2026-11-25T16:30:00Z'))).toBe('2026-11-26')
    expect(beijingDateTime(new Date('2026-11-25T16:30:00Z'), 'UTC')).toBe('2026-11-25 16:30')
  })

  it('E5 the forms the date fields read are told apart from anything else', () => {
    for (const text of [
      '2026-11-26 09:30',
      '2026-11-26 9:30',
      '2026-1-5 09:30',
      '2026年11月26日 01:30',
      '2026/11/26 01:30',
      '2026-11-26',
      '2026年11月26日',
    ]) {
      expect(isTypedDate(text), text).toBe(true)
    }
    for (const text of [
      '11月 26, 2026 12:50 上午',
      'Nov 26, 2026 12:24 AM',
      '2026-13-01 09:30',
      '2026-02-30',
      '2026-11-26 24:00',
      '明天上午',
      '26.11.2026',
    ]) {
      expect(isTypedDate(text), text).toBe(false)
    }
  })

  it('E5 a time picked as Beijing time is that moment wherever the browser is, and shows back as picked', () => {
    const picked = new Date(2026, 10, 26, 9, 30)
    const moment = momentIn('Asia/Shanghai', picked)
    expect(moment.toISOString()).toBe('2026-11-26T01:30:00.000Z')
    expect(shownAsIn('Asia/Shanghai', moment).getTime()).toBe(picked.getTime())
    expect(momentIn('UTC', picked).toISOString()).toBe('2026-11-26T09:30:00.000Z')
  })
})

describe('E9 the rich-text table in Chinese', () => {
  it('E9 the cell menu, toolbar and drawer texts have Chinese; anything else is left alone', () => {
    expect(tableWordInChinese('Insert row below')).toBe('在下方插入 1 行')
    expect(tableWordInChinese('Insert 2 columns left')).toBe('在左侧插入 2 列')
    expect(tableWordInChinese('Delete table')).toBe('删除表格')
    expect(tableWordInChinese('Create Table')).toBe('插入表格')
    expect(tableWordInChinese('展区')).toBeNull()
    expect(tableWordInChinese('Insert a picture')).toBeNull()
  })
})
