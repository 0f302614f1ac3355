import { headers } from 'next/headers'
import { cache } from 'react'

import { getPayloadClient } from '@/payload/client'
import { portalAccount } from '@/exhibitor-portal/portal-data'

/** B1: the exhibitor signed in to this request's portal page (its session cookie, checked by Payload), or null. */
export const getPortalAccount = cache(async () => portalAccount(await getPayloadClient(), await headers()))
