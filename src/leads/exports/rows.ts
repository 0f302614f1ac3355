import { beijingDateTime } from '@/locales/dates'
import type { LeadView } from '@/leads/contract'

import type { Card } from './vcard'

/** What a row's words need besides the lead: the industries' names and the organiser's questions (key → label). */
export type ExportLabels = { industry: Map<string, string>; questions: { key: string; label: string }[] }

export const NOT_SHARED = '未同意共享'
const RATING_WORDS: Record<string, string> = { hot: '热', warm: '温', cold: '冷' }
const time = (iso: string | null | undefined) => (iso ? beijingDateTime(new Date(iso)) : '')

/** L5: the spreadsheets' header: the visitor's details, then the booth's own notes and its scans. */
export function leadHeader(labels: ExportLabels): string[] {
  return [
    '登记号',
    '信息共享',
    '姓名',
    '单位名称',
    '职务',
    '所属行业',
    '手机号',
    '电子邮箱',
    '评级',
    '标签',
    '备注',
    ...labels.questions.map((question) => question.label),
    '到访次数',
    '首次扫描（北京时间）',
    '最近扫描（北京时间）',
    '扫描人员',
  ]
}

/**
 * L5: one lead as a row. A visitor who has not agreed to share (or withdrew) is their badge
 * number and 未同意共享 only, with the booth's count and times of the visits: the staff's
 * tags, note and answers are left out too, free text where a name or a number may have been
 * typed.
 */
export function leadRow(lead: LeadView, labels: ExportLabels): (string | number)[] {
  const scans = [lead.visits, time(lead.firstScannedAt), time(lead.lastScannedAt), lead.scannedBy.join('、')]
  const details = lead.details
  if (!details.shared)
    return [
      lead.registrationNumber,
      NOT_SHARED,
      '',
      '',
      '',
      '',
      '',
      '',
      RATING_WORDS[lead.rating ?? ''] ?? '',
      '',
      '',
      ...labels.questions.map(() => ''),
      ...scans,
    ]
  const answers = new Map((lead.answers ?? []).map((answer) => [answer.question, answer.answer ?? '']))
  return [
    lead.registrationNumber,
    '已同意',
    details.name,
    details.company,
    details.jobTitle ?? '',
    labels.industry.get(details.industry ?? '') ?? details.industry ?? '',
    details.mobile ?? '',
    details.email ?? '',
    RATING_WORDS[lead.rating ?? ''] ?? '',
    (lead.tags ?? []).join('、'),
    lead.note ?? '',
    ...labels.questions.map((question) => answers.get(question.key) ?? ''),
    ...scans,
  ]
}

/** L5: a consented lead as a business card; null for any other (a card holds a person's details or nothing). */
export function leadCard(lead: LeadView, labels: ExportLabels): Card | null {
  const details = lead.details
  if (!details.shared) return null
  const answers = new Map((lead.answers ?? []).map((answer) => [answer.question, answer.answer ?? '']))
  const industry = labels.industry.get(details.industry ?? '') ?? details.industry ?? ''
  return {
    name: details.name,
    company: details.company,
    jobTitle: details.jobTitle ?? '',
    mobile: details.mobile,
    email: details.email,
    categories: lead.tags ?? [],
    note: [
      `登记号：${lead.registrationNumber}`,
      industry && `行业：${industry}`,
      lead.rating && `评级：${RATING_WORDS[lead.rating] ?? lead.rating}`,
      ...labels.questions.flatMap((question) => (answers.get(question.key) ? [`${question.label}：${answers.get(question.key)}`] : [])),
      lead.note && `备注：${lead.note}`,
      `首次扫描：${time(lead.firstScannedAt)}`,
    ].filter((line): line is string => Boolean(line)),
  }
}
