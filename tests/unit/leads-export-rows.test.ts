import { describe, expect, it } from 'vitest'

import type { LeadView } from '@/leads/contract'
import { leadCard, leadHeader, leadRow, NOT_SHARED } from '@/leads/exports/rows'

const labels = { industry: new Map([['nuclear-power', '核电']]), questions: [{ key: 'budget', label: '预算' }] }
const base: LeadView = {
  id: 1,
  registrationNumber: 'V-0001',
  details: { shared: false },
  rating: 'warm',
  tags: ['名片已收'],
  note: '名片：赵六 13900000000',
  answers: [{ question: 'budget', answer: '100 万' }],
  visits: 2,
  firstScannedAt: '2027-04-14T02:00:00.000Z',
  lastScannedAt: '2027-04-15T03:30:00.000Z',
  scannedBy: ['展位小李', '主账号'],
}

describe('L5 a lead as a row and as a card', () => {
  it('L5 a visitor who does not share is a number and 未同意共享: the staff’s free text (tags, note, answers) left out too, and no card', () => {
    const row = leadRow(base, labels)
    expect(row).toHaveLength(leadHeader(labels).length)
    expect(row.slice(0, 2)).toEqual(['V-0001', NOT_SHARED])
    expect(JSON.stringify(row)).not.toMatch(/赵六|13900000000|名片已收|100 万/)
    expect(row.slice(-4)).toEqual([2, '2027-04-14 10:00', '2027-04-15 11:30', '展位小李、主账号'])
    expect(leadCard(base, labels)).toBeNull()
  })

  it('L5 a consenting visitor’s row and card hold the consented details, the industry by its name, the answers under their questions', () => {
    const lead: LeadView = {
      ...base,
      details: { shared: true, name: '王五', company: '中核', jobTitle: '经理', industry: 'nuclear-power', mobile: '13800000000' },
    }
    const row = leadRow(lead, labels)
    expect(row.slice(0, 11)).toEqual([
      'V-0001',
      '已同意',
      '王五',
      '中核',
      '经理',
      '核电',
      '13800000000',
      '',
      '温',
      '名片已收',
      '名片：赵六 13900000000',
    ])
    expect(row[leadHeader(labels).indexOf('预算')]).toBe('100 万')
    const card = leadCard(lead, labels)
    expect(card).toMatchObject({ name: '王五', company: '中核', jobTitle: '经理', mobile: '13800000000', categories: ['名片已收'] })
    expect(card?.email).toBeUndefined()
    expect(card?.note).toEqual(expect.arrayContaining(['登记号：V-0001', '行业：核电', '评级：温', '预算：100 万']))
  })
})
