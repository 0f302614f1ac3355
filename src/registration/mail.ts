import { setTimeout as sleep } from 'node:timers/promises'

import type { Payload, PayloadRequest, TaskConfig } from 'payload'
import escapeHtml from 'escape-html'
import QRCode from 'qrcode'

import { getEnv } from '@/config/env'
import type { Registration } from '@/payload-types'

import { REGISTRATIONS_SLUG } from './slugs'
import { readRegistrationFormSettings } from './form-settings'
import { signedBadgePayload } from './signed-badge'

/**
 * Why a visitor is mailed: registered (confirmation), on the waiting list, moved up from it,
 * asked for the badge again, given a new badge by staff, or corrected their e-mail (J1). Each mail carries the private link.
 */
const MAIL_KINDS = ['confirmation', 'waitlisted', 'promoted', 'resent', 'reissued', 'contactChanged'] as const
export type RegistrationMailKind = (typeof MAIL_KINDS)[number]

const QR_CID = 'badge-qr@expo'

type Words = { subject: string; lead: string; badge: string }
type Common = { link: string; keep: string; signature: string; days: string; venue: string; colleagues: string }

const zh: Record<RegistrationMailKind, Words> & Common = {
  confirmation: { subject: '观众预登记成功', lead: '您已成功登记参观本届展会。', badge: '入场时请出示下方二维码（电子胸卡）。' },
  waitlisted: {
    subject: '已加入候补名单',
    lead: '您选择的参观日期名额已满，您的登记已加入候补名单。有名额空出时，我们会按登记先后通知您，届时胸卡生效。',
    badge: '',
  },
  promoted: {
    subject: '候补成功，胸卡已生效',
    lead: '有名额空出，您的候补登记已转为正式登记。',
    badge: '入场时请出示下方二维码（电子胸卡）。',
  },
  resent: {
    subject: '您的电子胸卡链接',
    lead: '应您的请求，我们重新发送您的登记链接；此前的链接已失效。',
    badge: '入场时请出示下方二维码（电子胸卡）。',
  },
  reissued: {
    subject: '您的胸卡已重新签发',
    lead: '主办方已为您重新签发胸卡，旧的二维码已失效。',
    badge: '入场时请出示下方二维码（新的电子胸卡）。',
  },
  contactChanged: {
    subject: '您的电子邮箱已更正',
    lead: '您已通过专属链接更正了登记的电子邮箱，今后的通知将发送到本邮箱。',
    badge: '入场时请出示下方二维码（电子胸卡）。',
  },
  link: '查看、打印、下载或删除您的登记信息，请打开您的专属链接（请勿转发）：',
  keep: '登记号',
  days: '参观日期',
  venue: '展会地点',
  colleagues: '同组登记的同事（登记号）',
  signature: '（本邮件由系统自动发送，请勿回复）',
}

const en: typeof zh = {
  confirmation: {
    subject: 'You are registered',
    lead: 'You are registered to visit the exhibition.',
    badge: 'Show the QR code below (your e-badge) at the entrance.',
  },
  waitlisted: {
    subject: 'You are on the waiting list',
    lead: 'The days you chose are full: your registration is on the waiting list. When a place frees up we will tell you, in order of registration, and your badge will then be valid.',
    badge: '',
  },
  promoted: {
    subject: 'A place is yours: your badge is valid',
    lead: 'A place freed up: your registration moved up from the waiting list.',
    badge: 'Show the QR code below (your e-badge) at the entrance.',
  },
  resent: {
    subject: 'Your e-badge link',
    lead: 'As you asked, here is your registration link again; any earlier link no longer works.',
    badge: 'Show the QR code below (your e-badge) at the entrance.',
  },
  reissued: {
    subject: 'Your badge has been re-issued',
    lead: 'The organiser re-issued your badge; the old QR code no longer works.',
    badge: 'Show the QR code below (your new e-badge) at the entrance.',
  },
  contactChanged: {
    subject: 'Your e-mail address has been corrected',
    lead: 'You corrected the e-mail address of your registration from your private link; we write to this address from now on.',
    badge: 'Show the QR code below (your e-badge) at the entrance.',
  },
  link: 'To see, print, download or delete your registration, open your private link (please do not forward it):',
  keep: 'Registration number',
  days: 'Days of visit',
  venue: 'Venue',
  colleagues: 'Colleagues registered with you (registration numbers)',
  signature: '(This mail was sent automatically; please do not reply.)',
}

/** The registration's private link, in its language's edition. */
export function privateLink(registration: Pick<Registration, 'registrationNumber' | 'language'>, token: string): string {
  const prefix = registration.language === 'en' ? '/en' : ''
  return `${getEnv().PUBLIC_URL}${prefix}/register/badge/${registration.registrationNumber}?t=${token}`
}

type RegistrationMail = {
  subject: string
  text: string
  html: string
  attachments: { filename: string; content: Buffer; cid: string; contentType: string }[]
}

/**
 * R5, R7: the mail to a visitor, in the language they registered in: what happened, the
 * registration number, the private link and, while the badge is valid, its QR code as an inline
 * picture (the same payload as the badge page's).
 */
/** J1: what a mail says of the visit besides the badge: the days by their labels, the venue, and, for the one who registered a group, the colleagues. */
export type VisitDetails = { dayLabels: string[]; venue: string; colleagues: { name: string; registrationNumber: string }[] }

async function registrationMail(
  registration: Registration,
  kind: RegistrationMailKind,
  token: string,
  siteName: string,
  visit: VisitDetails,
): Promise<RegistrationMail> {
  const words = registration.language === 'en' ? en : zh
  const separator = registration.language === 'en' ? ', ' : '、'
  const { subject, lead, badge } = words[kind]
  const link = privateLink(registration, token)
  const withBadge = registration.status === 'registered' && badge !== ''
  const number = `${words.keep}: ${registration.registrationNumber}`
  const lines = [
    `${registration.name}${registration.language === 'en' ? ',' : '，您好：'}`,
    lead,
    number,
    `${words.days}: ${visit.dayLabels.join(separator)}`,
    ...(visit.venue ? [`${words.venue}: ${visit.venue}`] : []),
    ...(visit.colleagues.length > 0
      ? [
          `${words.colleagues}: ${visit.colleagues.map((colleague) => (registration.language === 'en' ? `${colleague.name} (${colleague.registrationNumber})` : `${colleague.name}（${colleague.registrationNumber}）`)).join(separator)}`,
        ]
      : []),
    ...(withBadge ? [badge] : []),
    words.link,
    link,
  ]
  const qr = withBadge
    ? await QRCode.toBuffer(signedBadgePayload(registration), {
        errorCorrectionLevel: 'M',
        margin: 2,
        width: 360,
      })
    : null
  const text = `${[...lines, `${siteName} ${words.signature}`].join('\n\n')}\n`
  const html = [
    `<!doctype html><html lang="${registration.language === 'en' ? 'en' : 'zh-CN'}"><head><meta charset="utf-8"></head><body>`,
    ...lines.map((line) => (line === link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : `<p>${escapeHtml(line)}</p>`)),
    ...(qr ? [`<p><img src="cid:${QR_CID}" width="180" height="180" alt="${escapeHtml(number)}"></p>`] : []),
    `<p>${escapeHtml(`${siteName} ${words.signature}`)}</p>`,
    '</body></html>',
  ].join('\n')
  return {
    subject: `【${siteName}】${subject}`,
    text,
    html,
    attachments: qr
      ? [{ filename: `badge-${registration.registrationNumber}.png`, content: qr, cid: QR_CID, contentType: 'image/png' }]
      : [],
  }
}

/**
 * J1: the days by the labels the form showed, the venue from the site settings, both in the
 * visitor's language, and, when the mail goes to the one who registered a group (its first row),
 * the colleagues registered with them on the same link.
 */
async function visitDetails(payload: Payload, registration: Registration): Promise<VisitDetails> {
  const locale = registration.language === 'en' ? 'en' : 'zh'
  const [form, site, group] = await Promise.all([
    readRegistrationFormSettings(payload, locale),
    payload.findGlobal({ slug: 'site-settings', locale, fallbackLocale: false, depth: 0, overrideAccess: true }),
    registration.groupId
      ? payload.find({
          collection: REGISTRATIONS_SLUG,
          where: { and: [{ groupId: { equals: registration.groupId } }, { accessTokenHash: { equals: registration.accessTokenHash } }] },
          sort: 'id',
          pagination: false,
          depth: 0,
          showHiddenFields: true,
          overrideAccess: true,
        })
      : null,
  ])
  const dayLabels = registration.days.map((day) => form.dayChoices.find((choice) => choice.value === day)?.label ?? day)
  const venue = [site.venueName, site.venueStreetAddress].filter(Boolean).join(locale === 'en' ? ', ' : '，')
  const members = group?.docs ?? []
  const colleagues =
    members[0]?.id === registration.id
      ? members.slice(1).map((member) => ({ name: member.name, registrationNumber: member.registrationNumber }))
      : []
  return { dayLabels, venue, colleagues }
}

type MailInput = { registrationId: number; kind: RegistrationMailKind; token: string }

/**
 * R5, R7: sends one visitor mail, through Payload's job queue: the registration is stored before,
 * and a mail server that fails makes the job retry, never the registration fail. The job's input
 * holds the private link's token until it is sent (Payload deletes a finished job).
 */
export const sendRegistrationMail: TaskConfig<{ input: MailInput; output: { sent: boolean } }> = {
  slug: 'sendRegistrationMail',
  label: '发送观众登记邮件',
  inputSchema: [
    { name: 'registrationId', type: 'number', required: true },
    { name: 'kind', type: 'text', required: true },
    { name: 'token', type: 'text', required: true },
  ],
  outputSchema: [{ name: 'sent', type: 'checkbox', required: true }],
  retries: 5,
  handler: async ({ input, req }) => {
    const registration = await req.payload.findByID({
      collection: REGISTRATIONS_SLUG,
      id: input.registrationId,
      depth: 0,
      showHiddenFields: true,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    const mail = getEnv().mail
    if (!registration?.email || !mail || !MAIL_KINDS.includes(input.kind)) return { output: { sent: false } }
    await req.payload.sendEmail({
      to: registration.email,
      ...(await registrationMail(registration, input.kind, input.token, mail.fromName, await visitDetails(req.payload, registration))),
    })
    return { output: { sent: true } }
  },
}

/**
 * Queues a visitor mail and starts it on this instance (the job runner retries it if it fails).
 * Nothing is queued without outgoing mail or an address to send to. Given a `req` inside a
 * transaction (a hook moving a visitor up from the waiting list), the job is part of it and starts
 * once it is over: before, the mail would read the registration as others still see it (on
 * Postgres: still waiting, so without its badge), and a rolled-back change would still be mailed.
 */
export async function queueRegistrationMail(
  payload: Payload,
  registration: Pick<Registration, 'id' | 'email'>,
  kind: RegistrationMailKind,
  token: string,
  req?: PayloadRequest,
): Promise<void> {
  if (!registration.email || !getEnv().mail) return
  const job = await payload.jobs.queue({
    task: 'sendRegistrationMail',
    input: { registrationId: registration.id, kind, token },
    queue: 'mail',
    req,
  })
  void whenTransactionEnds(req)
    .then((ended) => (ended ? payload.jobs.runByID({ id: job.id, overrideAccess: true }) : undefined))
    .catch((error: unknown) =>
      payload.logger.error(
        { err: error, event: 'job', task: 'sendRegistrationMail' },
        'a registration mail could not be sent now: the job runner retries it',
      ),
    )
}

/** Long enough for any request's transaction; past it, the job runner sends the mail. */
const TRANSACTION_WAIT_MS = 60_000

/**
 * Resolves true once `req`'s transaction has committed or rolled back (Payload then removes
 * `req.transactionID`), at once without one; false if it outlasts TRANSACTION_WAIT_MS. An id
 * that is a promise resolving to nothing means the adapter runs without transactions. Payload
 * has no hook after a commit; this checks every 25 ms. If a rollback took the job with it,
 * `runByID` finds nothing and sends nothing. The R7 waiting-list tests
 * (tests/integration/registration-lifecycle.test.ts) wait for the mail only as long as this
 * takes, so they fail if an upgrade stops removing the id.
 */
async function whenTransactionEnds(req: PayloadRequest | undefined): Promise<boolean> {
  const giveUpAt = Date.now() + TRANSACTION_WAIT_MS
  while (req && (await req.transactionID)) {
    if (Date.now() > giveUpAt) return false
    await sleep(25)
  }
  return true
}
