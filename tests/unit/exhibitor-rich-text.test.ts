import { describe, expect, test } from 'vitest'

import { richTextToHtml } from '@/content-source/html'
import { introductionFromText, introductionToText } from '@/exhibitor-portal/rich-text'

describe('J4 the portal’s introduction keeps its headings and lists', () => {
  test('J4 rich text: 「## 主要产品」 followed at once by a list is a heading and a list, in Chinese and in English', () => {
    expect(richTextToHtml(introductionFromText('中核集团成员单位。\n## 主要产品\n- 核级主泵\n- 蒸汽发生器'))).toBe(
      '<p>中核集团成员单位。</p><h3>主要产品</h3><ul class="list-bullet"><li>核级主泵</li><li>蒸汽发生器</li></ul>',
    )
    expect(richTextToHtml(introductionFromText('## Main products\r\n- Reactor coolant pumps\r\n- Steam generators\r\nSince 1985.'))).toBe(
      '<h3>Main products</h3><ul class="list-bullet"><li>Reactor coolant pumps</li><li>Steam generators</li></ul><p>Since 1985.</p>',
    )
  })

  test('J4 rich text: paragraphs, headings and lists come back as the portal wrote them, and the text kept is the same again', () => {
    const typed = '第一段\n第一段续\n\n## 资质\n- ASME N 证\n- HAF 604\n\n结尾'
    const back = introductionToText(introductionFromText(typed))
    expect(back).toBe('第一段 第一段续\n\n## 资质\n\n- ASME N 证\n- HAF 604\n\n结尾')
    expect(introductionToText(introductionFromText(back))).toBe(back)
  })

  test('J4 rich text: empty text is no introduction; a bare 「##」 is no heading', () => {
    expect(introductionFromText(' \n\n ')).toBeNull()
    expect(introductionFromText('##')).toBeNull()
  })
})
