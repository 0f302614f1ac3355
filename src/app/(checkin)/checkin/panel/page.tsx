import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { SignIn } from '@/checkin/desk/SignIn.client'
import { checkinFigures } from '@/checkin/figures'
import { FiguresPanel } from '@/checkin/panel/FiguresPanel.client'
import { sessionUser } from '@/checkin/session'
import { getEnv } from '@/config/env'
import { isRegistrationStaff } from '@/accounts/access'
import { getPayloadClient } from '@/payload/client'

export const metadata: Metadata = { title: '入场统计' }

/** K4 /checkin/panel: the organiser's live figures (管理员 and 报名管理员). */
export default async function FiguresPage() {
  if (getEnv().CONTENT_SOURCE === 'remote') notFound()
  const user = await sessionUser()
  if (!user) return <SignIn />
  if (!isRegistrationStaff(user))
    return (
      <main className="desk-setup">
        <h1>无权查看</h1>
        <p>入场统计仅对管理员和报名管理员开放。</p>
      </main>
    )
  return <FiguresPanel initial={await checkinFigures(await getPayloadClient())} />
}
