import { describe, expect, it } from 'vitest'

import { escapeText, foldLine, vCard } from '@/leads/exports/vcard'

const octets = (line: string) => new TextEncoder().encode(line).length

describe('L5 the vCard writer', () => {
  it('L5 a card is vCard 3.0 with the consented details, CRLF lines, and text values escaped', () => {
    const card = vCard({
      name: '王, 小明',
      company: '中核;集团',
      jobTitle: '采购经理',
      mobile: '13800138000',
      email: 'wang@example.cn',
      note: ['登记号：V-1001', '备注：第一行\n第二行'],
      categories: ['主泵', 'a,b'],
    })
    const lines = card.split('\r\n')
    expect(lines[0]).toBe('BEGIN:VCARD')
    expect(lines[1]).toBe('VERSION:3.0')
    expect(card).toContain('FN:王\\, 小明\r\n')
    expect(card).toContain('ORG:中核\\;集团\r\n')
    expect(card).toContain('TITLE:采购经理\r\n')
    expect(card).toContain('TEL;TYPE=CELL:13800138000\r\n')
    expect(card).toContain('EMAIL;TYPE=INTERNET:wang@example.cn\r\n')
    expect(card).toContain('CATEGORIES:主泵,a\\,b\r\n')
    expect(card).toContain('NOTE:登记号：V-1001\\n备注：第一行\\n第二行\r\n')
    expect(card.endsWith('END:VCARD\r\n')).toBe(true)
    expect(card).not.toMatch(/[^\r]\n/)
  })

  it('L5 a card leaves out what the visitor did not give (no empty TEL or EMAIL)', () => {
    const card = vCard({ name: '李四', company: '某公司', jobTitle: '', note: [], categories: [] })
    expect(card).not.toMatch(/TEL|EMAIL|TITLE|NOTE|CATEGORIES/)
  })

  it('L5 a long line is folded at 75 octets between characters, never inside a Chinese character', () => {
    const line = `NOTE:${'核电站设备'.repeat(30)}`
    const folded = foldLine(line)
    const parts = folded.split('\r\n')
    expect(parts.length).toBeGreaterThan(1)
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75)
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true)
    // Unfolding (RFC 2425: remove CRLF and the one space) gives back the line, every character whole.
    expect(folded.replace(/\r\n /g, '')).toBe(line)
    expect(escapeText('a\\b')).toBe('a\\\\b')
  })
})
