import type { Payload } from 'payload'

import { seedOptions } from './context'

const choice = (value: string, zh: string, en: string) => ({ value, zh, en })

const INDUSTRIES = [
  choice('nuclear-power', '核电站建设与运营', 'Nuclear power construction and operation'),
  choice('fuel-cycle', '核燃料循环', 'Nuclear fuel cycle'),
  choice('equipment', '核级装备制造', 'Nuclear-grade equipment'),
  choice('instrumentation', '仪表与控制', 'Instrumentation and control'),
  choice('applications', '核技术应用', 'Nuclear technology applications'),
  choice('decommissioning', '退役与放射性废物治理', 'Decommissioning and radioactive waste'),
  choice('research', '科研院所与高校', 'Research and education'),
  choice('government', '政府与行业组织', 'Government and associations'),
  choice('other', '其他', 'Other'),
]

const PURPOSES = [
  choice('sourcing', '采购与寻找供应商', 'Sourcing and finding suppliers'),
  choice('technology', '了解技术与产品', 'Technology and products'),
  choice('forums', '参加论坛与会议', 'Forums and conferences'),
  choice('partners', '寻求合作', 'Finding partners'),
  choice('other', '其他', 'Other'),
]

const DAYS = [
  { date: '2027-04-14T04:00:00.000Z', zh: '4月14日（周三）', en: 'Wed 14 April' },
  { date: '2027-04-15T04:00:00.000Z', zh: '4月15日（周四）', en: 'Thu 15 April' },
  { date: '2027-04-16T04:00:00.000Z', zh: '4月16日（周五）', en: 'Fri 16 April' },
  { date: '2027-04-17T04:00:00.000Z', zh: '4月17日（周六）', en: 'Sat 17 April' },
]

const NOTICE_ZH = `个人信息处理告知
处理者：中国核能行业协会（第十届中国国际核工业展览会主办单位），联系电话 010-6866 5678，电子邮箱 privacy@cnie-expo.example.cn。
目的：办理观众预登记、制作电子胸卡、展会现场核验入场，以及与您的参观有关的通知。
处理的信息：姓名、手机号、电子邮箱（可选）、单位、职务、所属行业、参观目的与日期、邀请码（可选）。我们不收集身份证件号码。
保存期限：展会最后一天后 180 天内删除或匿名化，仅保留不可识别个人的统计数字。
向展商提供：仅在您另行勾选同意时，向展商提供您的姓名、单位、职务与联系方式。
您的权利：您可通过登记确认页的专属链接查阅、下载或删除您的登记信息，或撤回向展商提供信息的同意；也可通过上述联系方式行使查阅、更正、删除等权利。`

const NOTICE_EN = `Personal information notice
Controller: China Nuclear Energy Association (organiser of the 10th China International Nuclear Industry Exhibition), phone +86 10 6866 5678, e-mail privacy@cnie-expo.example.cn.
Purpose: visitor pre-registration, your e-badge, admission at the show and notices about your visit.
What we process: name, mobile, e-mail (optional), company, job title, industry, purpose and days of visit, invitation code (optional). We never ask for an ID number.
How long: deleted or anonymised within 180 days after the last show day; only counts that identify no one are kept.
Exhibitors: your name, company, job title and contact details go to exhibitors only if you tick the separate box for it.
Your rights: the private link on your confirmation page lets you see, download or delete your registration, or withdraw the consent to sharing with exhibitors; you may also use the contact above to access, correct or delete your data.`

/** R1, R2: the demo show's registration settings in both languages, open now, no cap. */
export async function seedRegistrationSettings(payload: Payload): Promise<void> {
  const saved = await payload.updateGlobal({
    slug: 'registration-settings',
    locale: 'zh',
    data: {
      notice: NOTICE_ZH,
      industries: INDUSTRIES.map(({ value, zh }) => ({ value, label: zh })),
      purposes: PURPOSES.map(({ value, zh }) => ({ value, label: zh })),
      showDays: DAYS.map(({ date, zh }) => ({ date, label: zh })),
    },
    ...seedOptions,
  })
  // The English labels go on the same rows (by their ids), or Payload would make new rows.
  const rows = <T extends { id?: string | null }>(list: T[] | null | undefined) => list ?? []
  await payload.updateGlobal({
    slug: 'registration-settings',
    locale: 'en',
    data: {
      notice: NOTICE_EN,
      industries: rows(saved.industries).map((row, index) => ({ ...row, label: INDUSTRIES[index]?.en ?? row.label })),
      purposes: rows(saved.purposes).map((row, index) => ({ ...row, label: PURPOSES[index]?.en ?? row.label })),
      showDays: rows(saved.showDays).map((row, index) => ({ ...row, label: DAYS[index]?.en ?? row.label })),
    },
    ...seedOptions,
  })
}
