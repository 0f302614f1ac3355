import type { Metadata } from 'next'
import QRCode from 'qrcode'

import { getEnv } from '@/config/env'
import { exhibitorsThatScanned, type ScannedBy } from '@/leads/visitor-view'
import { beijingDate } from '@/locales/dates'
import { getPayloadClient } from '@/payload/client'
import type { Registration } from '@/payload-types'
import { badgesForLink } from '@/registration/badges'
import { captchaAssetsBase } from '@/registration/captcha/assets'
import { CAPTCHA_FIELD } from '@/registration/fields'
import { readRegistrationFormSettings } from '@/registration/form-settings'
import { signedBadgePayload } from '@/registration/signed-badge'
import { PageShell } from '@/site/components/PageShell'
import { editionMetadata, editionPage } from '@/site/lib/edition-route'
import { getSiteLanguage } from '@/site/lib/locale'
import type { SearchParams } from '@/site/lib/metadata'
import { BADGE_NOTES, type BadgeNote } from '@/registration/ui/own-data-request'
import { PrintButton } from '@/registration/ui/PrintButton.client'
import { REGISTER_CSS } from '@/registration/ui/styles'
import { type RegisterText, registerText } from '@/registration/ui/text'
import { pageNotFound } from '@/site/pages/shared/NotFound'
import { firstValue } from '@/site/pages/shared/params'

type BadgeProps = { params: Promise<{ number: string }>; searchParams: Promise<SearchParams> }

async function describePage(): Promise<Metadata> {
  const { locale } = await getSiteLanguage()
  // A private page: never indexed, its address never sent on to other sites.
  // Not 「登记成功」: the page may be a waiting-list registration's (J1).
  return { title: registerText(locale).badge.pageTitle, robots: { index: false, follow: false }, referrer: 'no-referrer' }
}

async function Badge({
  registration,
  text,
  dayLabels,
}: {
  registration: Registration
  text: RegisterText
  dayLabels: Map<string, string>
}) {
  const revoked = registration.status !== 'registered'
  const qr = revoked
    ? null
    : await QRCode.toDataURL(signedBadgePayload(registration), {
        errorCorrectionLevel: 'M',
        margin: 2,
        width: 480,
      })
  return (
    <article className="badge" aria-label={`${text.badge.number} ${registration.registrationNumber}`}>
      {registration.badgeType === 'exhibitor' && <p className="badge__type">{text.badge.exhibitorBadge}</p>}
      <p className="badge__name">{registration.name}</p>
      <p className="badge__company">{registration.company}</p>
      <p className="badge__days">
        {text.badge.days}
        {'：'}
        {registration.days.map((day) => dayLabels.get(day) ?? day).join('、')}
      </p>
      {qr ? (
        // A data: URL made here from the badge secret; nothing to optimise.
        // eslint-disable-next-line @next/next/no-img-element
        <img className="badge__qr" src={qr} width={200} height={200} alt={text.badge.qr(registration.registrationNumber)} />
      ) : (
        <p className="badge__revoked">{registration.status === 'waitlisted' ? text.badge.waitlisted : text.badge.revoked}</p>
      )}
      <p className="badge__number">
        <span className="visually-hidden">{text.badge.number} </span>
        {registration.registrationNumber}
      </p>
    </article>
  )
}

/** L2: each exhibitor that scanned the visitor's badge, with the date, and a 撤回 form each (no script). */
function ScannedByList({ text, token, rows, action }: { text: RegisterText; token: string; rows: ScannedBy[]; action: string }) {
  return (
    <section className="badge-own-data badge-scanned" aria-labelledby="scanned-title">
      <h2 id="scanned-title">{text.ownData.scannedTitle}</h2>
      {rows.length === 0 ? (
        <p className="register-hint">{text.ownData.scannedNone}</p>
      ) : (
        <>
          <p className="register-hint">{text.ownData.scannedIntro}</p>
          <ul className="badge-scanned__list">
            {rows.map((row) => (
              <li key={row.lead} className="badge-scanned__row">
                <span className="badge-scanned__name">{row.exhibitor}</span>{' '}
                <span className="badge-scanned__date">
                  {text.ownData.scannedOn} {beijingDate(new Date(row.firstScannedAt))}
                </span>{' '}
                {row.withdrawnAt ? (
                  <span className="badge-scanned__withdrawn">{text.ownData.scannedWithdrawn}</span>
                ) : (
                  <form method="post" action={action} className="badge-scanned__form">
                    <input type="hidden" name="t" value={token} />
                    <input type="hidden" name="lead" value={row.lead} />
                    <button type="submit" className="register-submit" aria-label={`${text.ownData.scannedWithdraw} ${row.exhibitor}`}>
                      {text.ownData.scannedWithdraw}
                    </button>
                  </form>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}

/** R8: the visitor's own data: download it, withdraw the sharing consent, delete it. Plain forms (no script), the token in the body. */
function OwnData({
  text,
  token,
  sharing,
  action,
  note,
  own,
  captchaBase,
}: {
  text: RegisterText
  token: string
  sharing: boolean
  action: (what: 'data' | 'delete' | 'withdraw' | 'contact') => string
  note: BadgeNote | null
  own: Registration
  captchaBase: string
}) {
  const done = note === 'withdrawn' || note === 'leadWithdrawn' || note === 'contactSaved' || note === 'contactUnchanged'
  return (
    <section className="badge-own-data" aria-labelledby="own-data-title">
      <h2 id="own-data-title">{text.ownData.title}</h2>
      {note && (
        <p className={done ? 'register-intro badge-note' : 'register-error badge-note'} role={done ? 'status' : 'alert'}>
          {text.ownData.notes[note]}
        </p>
      )}
      <p className="register-hint">{text.ownData.intro}</p>
      <form method="post" action={action('data')}>
        <input type="hidden" name="t" value={token} />
        <button type="submit" className="register-submit">
          {text.ownData.download}
        </button>
      </form>
      {sharing && (
        <form method="post" action={action('withdraw')} className="badge-withdraw">
          <input type="hidden" name="t" value={token} />
          <p className="register-hint">{text.ownData.withdrawIntro}</p>
          <button type="submit" className="register-submit">
            {text.ownData.withdraw}
          </button>
        </form>
      )}
      {/* J1: the visitor's own correction of their e-mail or mobile; a new mobile needs the captcha. */}
      <form method="post" action={action('contact')} className="register-form badge-contact" noValidate>
        <h3>{text.ownData.contactTitle}</h3>
        <p className="register-hint">{text.ownData.contactIntro}</p>
        <input type="hidden" name="t" value={token} />
        <div className="register-field">
          <label htmlFor="contact-email">{text.fields.email}</label>
          <input
            id="contact-email"
            name="email"
            type="email"
            maxLength={text.limits.email}
            autoComplete="email"
            defaultValue={own.email ?? ''}
          />
        </div>
        <div className="register-field">
          <label htmlFor="contact-mobile">{text.fields.mobile}</label>
          <input
            id="contact-mobile"
            name="mobile"
            type="tel"
            inputMode="numeric"
            maxLength={20}
            autoComplete="tel"
            defaultValue={own.mobile ?? ''}
          />
        </div>
        <div className="register-field register-captcha">
          <span className="register-label">{text.captcha}</span>
          <div
            // The widget is a custom element (altcha's), written as the form page writes it.
            dangerouslySetInnerHTML={{
              __html: `<altcha-widget challenge="/register/captcha" name="${CAPTCHA_FIELD}" auto="onfocus" language="${text.captchaLanguage}"></altcha-widget>`,
            }}
          />
        </div>
        <link rel="stylesheet" href={`${captchaBase}/altcha.css`} precedence="default" />
        <script type="module" src={`${captchaBase}/setup.js`} async />
        <button type="submit" className="register-submit">
          {text.ownData.contactSubmit}
        </button>
      </form>
      <form method="post" action={action('delete')} className="badge-delete">
        <input type="hidden" name="t" value={token} />
        <label className="register-check">
          <input type="checkbox" name="confirm" value="yes" /> {text.ownData.confirm}
        </label>
        <button type="submit" className="register-submit badge-delete__button">
          {text.ownData.delete}
        </button>
      </form>
    </section>
  )
}

/**
 * R5 /register/badge/<number>?t=<token>: the e-badge behind the registration's private link, a
 * group's badges one after another, printable on A6. A wrong number or token is a plain 404,
 * the same for both. Never cached (not in src/site/cacheable.ts), never indexed.
 */
async function BadgePage({ params, searchParams }: BadgeProps) {
  if (getEnv().CONTENT_SOURCE === 'remote') pageNotFound()
  const [{ number }, query, { locale, path }] = await Promise.all([params, searchParams, getSiteLanguage()])
  const payload = await getPayloadClient()
  const token = firstValue(query.t) ?? ''
  const badges = await badgesForLink(payload, decodeURIComponent(number), token)
  if (!badges) pageNotFound()
  const text = registerText(locale)
  const settings = await readRegistrationFormSettings(payload, locale)
  const dayLabels = new Map(settings.dayChoices.map((day) => [day.value, day.label]))
  const [own, ...colleagues] = badges
  // J1: on the waiting list the page says so, and offers nothing to show or print at the door.
  const waiting = own?.status === 'waitlisted'
  const printable = badges.some((registration) => registration.status === 'registered')
  const title = waiting ? text.badge.waitingTitle : text.badge.title
  return (
    <PageShell task menuId={undefined} crumbs={[title]}>
      <style dangerouslySetInnerHTML={{ __html: REGISTER_CSS }} />
      <div className="register badge-page">
        <h1>{title}</h1>
        <p className="badge-intro" role={waiting ? 'status' : undefined}>
          {waiting ? text.badge.waitingIntro : text.badge.intro}
        </p>
        {own && <Badge registration={own} text={text} dayLabels={dayLabels} />}
        {colleagues.length > 0 && <h2 className="badge-group-title">{text.badge.group}</h2>}
        {colleagues.map((registration) => (
          <Badge key={registration.id} registration={registration} text={text} dayLabels={dayLabels} />
        ))}
        {printable && <PrintButton label={text.badge.print} />}
        {own && (
          <ScannedByList
            text={text}
            token={token}
            rows={(await Promise.all(badges.map((registration) => exhibitorsThatScanned(payload, registration.id)))).flat()}
            action={path(`/register/badge/${own.registrationNumber}/exhibitors`)}
          />
        )}
        {own && (
          <OwnData
            text={text}
            token={token}
            own={own}
            note={BADGE_NOTES.find((known) => known === firstValue(query.note)) ?? null}
            captchaBase={await captchaAssetsBase()}
            sharing={badges.some((registration) => registration.shareWithExhibitors)}
            action={(what) => path(`/register/badge/${own.registrationNumber}/${what}`)}
          />
        )}
      </div>
    </PageShell>
  )
}

export const generateMetadata = editionMetadata(BadgePage, describePage)
export default editionPage(BadgePage)
