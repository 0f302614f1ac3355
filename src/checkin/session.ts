import { headers } from 'next/headers'

import { getPayloadClient } from '@/payload/client'
import type { User } from '@/payload-types'

/** The account signed in on this device (Payload's session cookie), if any. */
export async function sessionUser(): Promise<User | null> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return user as User | null
}
