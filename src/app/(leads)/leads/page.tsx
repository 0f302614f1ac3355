import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { getEnv } from '@/config/env'
import { leadsAccountOf } from '@/leads/access'
import { LeadsApp } from '@/leads/app/LeadsApp.client'
import { LeadsSignIn } from '@/leads/app/SignIn.client'
import { leadsText } from '@/leads/app/text'
import { getPayloadClient } from '@/payload/client'

type LeadsPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** L1 /leads: the app for an exhibitor's accounts (main or booth staff); the sign-in for anyone else. */
export default async function LeadsPage({ searchParams }: LeadsPageProps) {
  if (getEnv().CONTENT_SOURCE === 'remote') notFound()
  const language = (await searchParams).lang === 'en' ? 'en' : 'zh'
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  if (!user) return <LeadsSignIn language={language} />
  const account = leadsAccountOf(user)
  if (!account)
    return (
      <main className="desk-setup">
        <h1>{leadsText(language).title}</h1>
        <p>{leadsText(language).notAllowed}</p>
      </main>
    )
  return <LeadsApp staff={account.name} language={language} />
}
