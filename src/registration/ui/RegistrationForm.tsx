import { BEIJING } from '@/locales/dates'
import { type Locale, localizedPath } from '@/locales/languages'
import { getPayloadClient } from '@/payload/client'

import { readAvailability } from '../availability'
import { CAPTCHA_CHALLENGE_URL, captchaAssetsBase } from '../captcha/assets'
import { FIELD_LIMITS } from '../fields'
import { readShownRegistrationSettings, registrationFormSettings } from '../form-settings'
import { registerAction } from './actions'
import { RegistrationForm as Form } from './RegistrationForm.client'
import { REGISTER_CSS } from './styles'
import { registerText } from './text'

/** A moment as the organiser announces it: in Beijing time, in the page's language. */
const beijingTime = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'zh-CN', { timeZone: BEIJING, dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(iso),
  )

/**
 * R1–R4, R7: the registration form as the page shows it, read from the settings at each render;
 * outside the opening times what it says instead (and no form). `invitationCode`: B4, the code
 * an exhibitor's invitation link fills in.
 */
export async function RegistrationForm({ locale, invitationCode = '' }: { locale: Locale; invitationCode?: string }) {
  const text = registerText(locale)
  const payload = await getPayloadClient()
  // One read of the settings: the opening times, the form's choices, the cap and the days.
  const [stored, captchaBase] = await Promise.all([readShownRegistrationSettings(payload, locale), captchaAssetsBase()])
  const availability = await readAvailability(payload, stored)
  const resendHref = localizedPath('/register/resend', locale)
  const { window } = availability
  if (window.state !== 'open') {
    const message = window.state === 'notYetOpen' ? text.window.notYetOpen(beijingTime(window.opensAt, locale)) : text.window.closed
    return (
      <>
        <style dangerouslySetInnerHTML={{ __html: REGISTER_CSS }} />
        <p className="register-window" role="status">
          {message}
        </p>
        <p className="register-resend">
          <a href={resendHref}>{text.resend.link}</a>
        </p>
      </>
    )
  }
  const code = invitationCode.trim().slice(0, FIELD_LIMITS.invitationCode)
  return (
    <>
      <style dangerouslySetInnerHTML={{ __html: REGISTER_CSS }} />
      {/* R4: the captcha widget, served from this site (the policy allows scripts from 'self'). */}
      <link rel="stylesheet" href={`${captchaBase}/altcha.css`} precedence="default" />
      <script type="module" src={`${captchaBase}/setup.js`} async />
      <Form
        locale={locale}
        settings={registrationFormSettings(stored)}
        full={{ days: availability.fullDays, all: availability.allFull }}
        resendHref={resendHref}
        captchaChallenge={CAPTCHA_CHALLENGE_URL}
        action={registerAction}
        initial={{ attempt: 0, values: code ? { invitationCode: code } : {}, problems: {}, suggestions: {} }}
      />
    </>
  )
}
