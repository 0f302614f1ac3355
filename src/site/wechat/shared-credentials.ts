import { getEnv } from '@/config/env'
import { getPayloadClient } from '@/payload/client'
import { LOCK_IDS, underAdvisoryLock } from '@/locks/advisory-lock'

import { type CredentialStore, type HeldCredentials, processCredentialStore } from './js-sdk'

const KEY = 'wechat-js-sdk'

/**
 * G2: the WeChat credentials shared by every instance: kept in Payload's key-value store (the
 * `payload_kv` table of the one database), renewed under a Postgres advisory lock so one
 * instance at a time asks WeChat. Within a process, turns are taken too (SQLite: the only one).
 */
export function databaseCredentialStore(): CredentialStore {
  const local = processCredentialStore()
  return {
    read: async () => (await getPayloadClient()).kv.get<HeldCredentials>(KEY),
    write: async (credentials) => (await getPayloadClient()).kv.set(KEY, credentials),
    exclusive: (work) => local.exclusive(() => underAdvisoryLock(getEnv(), LOCK_IDS.wechatRenewal, work)),
  }
}
