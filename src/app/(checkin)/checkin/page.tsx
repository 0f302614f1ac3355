import { notFound } from 'next/navigation'

import { CheckinDesk } from '@/checkin/desk/CheckinDesk.client'
import { SignIn } from '@/checkin/desk/SignIn.client'
import { readDeskPlaces } from '@/checkin/places'
import { sessionUser } from '@/checkin/session'
import { getEnv } from '@/config/env'
import { isCheckinStaff, isRegistrationStaff } from '@/accounts/access'
import { getPayloadClient } from '@/payload/client'

/** K1 /checkin: the desk for 检票员, 报名管理员 and 管理员; the sign-in form for anyone else. */
export default async function CheckinPage() {
  if (getEnv().CONTENT_SOURCE === 'remote') notFound()
  const user = await sessionUser()
  if (!user) return <SignIn />
  if (!isCheckinStaff(user))
    return (
      <main className="desk-setup">
        <h1>无检票权限</h1>
        <p>此账号不能检票。请使用检票员账号登录。</p>
      </main>
    )
  const places = await readDeskPlaces(await getPayloadClient(), user)
  return <CheckinDesk places={places} staff={user.name || user.email} figuresLink={isRegistrationStaff(user)} />
}
