import { cache } from 'react'

import { getEnv } from '@/config/env'
import { getPayloadClient } from '@/payload/client'
import { readRegistrationWindow } from '@/registration/availability'
import { getSiteLanguage } from '@/site/lib/locale'
import { readSection } from '@/site/lib/section'

import './register-link.css'

const WORDS = {
  zh: { footer: '观众预登记开放中：立即登记', home: '观众预登记现已开放', homeAction: '立即登记，获取电子胸卡' },
  en: {
    footer: 'Visitor registration is open: register now',
    home: 'Visitor registration is open',
    homeAction: 'Register now and get your e-badge',
  },
}

/**
 * R1, R7: whether the form takes registrations now (never on a site reading a remote backend,
 * which keeps none). Once per render: the home page shows the link twice (its own and the footer's).
 */
const registrationOpen = cache(async (): Promise<boolean> => {
  if (getEnv().CONTENT_SOURCE === 'remote') return false
  // A failed read leaves the link out and marks the page degraded (503, never cached: O1).
  const window = await readSection('registration window', async () => readRegistrationWindow(await getPayloadClient()))
  return window?.state === 'open'
})

/**
 * R1: while registration is open, the footer and the home page point to /register (the cached
 * pages are refreshed when it opens or closes: src/registration/window-boundary.ts).
 */
export async function RegisterLink({ place }: { place: 'footer' | 'home' }) {
  const [open, { locale, path }] = await Promise.all([registrationOpen(), getSiteLanguage()])
  if (!open) return null
  const words = WORDS[locale]
  if (place === 'footer')
    return (
      <p className="register-link register-link--footer">
        <a href={path('/register')}>{words.footer}</a>
      </p>
    )
  return (
    <a className="register-link register-link--home container" href={path('/register')}>
      <strong>{words.home}</strong>
      <span>{words.homeAction} →</span>
    </a>
  )
}
