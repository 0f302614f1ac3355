import { getEnv } from '@/config/env'

import { WeChatJsSdk } from './js-sdk'
import { databaseCredentialStore } from './shared-credentials'

// One per process, shared by Next's server bundles (each loads its own copy of this module).
const holderKey = Symbol.for('nuclear-expo.wechat-js-sdk')
const holder = globalThis as typeof globalThis & { [holderKey]?: WeChatJsSdk | null }

/** The JS-SDK signer when WECHAT_APP_ID and WECHAT_APP_SECRET are set, else null (the feature is off). */
export function wechatSigner(): WeChatJsSdk | null {
  if (holder[holderKey] !== undefined) return holder[holderKey]
  const { WECHAT_APP_ID: appId, WECHAT_APP_SECRET: appSecret, WECHAT_API_BASE: apiBase } = getEnv()
  holder[holderKey] = appId && appSecret ? new WeChatJsSdk({ appId, appSecret, apiBase }, Date.now, databaseCredentialStore()) : null
  return holder[holderKey]
}
