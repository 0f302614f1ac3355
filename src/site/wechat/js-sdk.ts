import { createHash, randomBytes } from 'node:crypto'

/** What wx.config needs besides the AppID (WeChat JS-SDK, 附录1 签名算法). */
export type JsSdkSignature = { appId: string; timestamp: number; nonceStr: string; signature: string }

type Credentials = { appId: string; appSecret: string; apiBase: string }
type Held = { value: string; expiresAt: number }

/** Renewed this long before WeChat says it expires (both live 7200 s). */
const REFRESH_MARGIN_MS = 5 * 60_000
/** WeChat's codes for an access token that is no longer valid (another holder renewed it, or it expired early). */
const STALE_TOKEN_CODES = new Set([40001, 40014, 42001])

export class WeChatApiError extends Error {
  constructor(
    message: string,
    readonly errcode?: number,
    options?: ErrorOptions,
  ) {
    super(message, options)
    this.name = 'WeChatApiError'
  }
}

/** The signature of a page URL (its part before `#`), as WeChat computes it: SHA-1 of the sorted fields. */
export function signUrl(ticket: string, url: string, nonceStr: string, timestamp: number): string {
  const plain = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url.split('#')[0]}`
  return createHash('sha1').update(plain).digest('hex')
}

/**
 * G2: WeChat's access token and jsapi ticket, each kept until 5 minutes before it expires and
 * renewed by one request at a time in this process (concurrent callers share it). Each process
 * holds its own: WeChat keeps a replaced token valid for 5 minutes, and a ticket call refused
 * for a stale token renews the token once and asks again (see README, "WeChat share card").
 */
export class WeChatJsSdk {
  private token: Held | null = null
  private ticket: Held | null = null
  private renewingToken: Promise<string> | null = null
  private renewingTicket: Promise<string> | null = null

  constructor(
    private readonly credentials: Credentials,
    private readonly now: () => number = Date.now,
  ) {}

  async sign(url: string): Promise<JsSdkSignature> {
    const ticket = await this.jsapiTicket()
    const timestamp = Math.floor(this.now() / 1000)
    const nonceStr = randomBytes(12).toString('base64url')
    return { appId: this.credentials.appId, timestamp, nonceStr, signature: signUrl(ticket, url, nonceStr, timestamp) }
  }

  private fresh(held: Held | null): string | null {
    return held && held.expiresAt - REFRESH_MARGIN_MS > this.now() ? held.value : null
  }

  private jsapiTicket(): Promise<string> {
    const held = this.fresh(this.ticket)
    if (held) return Promise.resolve(held)
    this.renewingTicket ??= this.renewTicket().finally(() => (this.renewingTicket = null))
    return this.renewingTicket
  }

  private accessToken(): Promise<string> {
    const held = this.fresh(this.token)
    if (held) return Promise.resolve(held)
    this.renewingToken ??= this.renewToken().finally(() => (this.renewingToken = null))
    return this.renewingToken
  }

  private async renewToken(): Promise<string> {
    const { appId, appSecret, apiBase } = this.credentials
    const query = new URLSearchParams({ grant_type: 'client_credential', appid: appId, secret: appSecret })
    const answer = await this.call<{ access_token?: string; expires_in?: number }>(`${apiBase}/cgi-bin/token?${query}`, 'access token')
    if (!answer.access_token) throw new WeChatApiError('WeChat gave no access_token')
    this.token = { value: answer.access_token, expiresAt: this.now() + (answer.expires_in ?? 7200) * 1000 }
    return answer.access_token
  }

  private async renewTicket(retried = false): Promise<string> {
    const token = await this.accessToken()
    const query = new URLSearchParams({ access_token: token, type: 'jsapi' })
    try {
      const answer = await this.call<{ ticket?: string; expires_in?: number }>(`${this.credentials.apiBase}/cgi-bin/ticket/getticket?${query}`, 'jsapi ticket')
      if (!answer.ticket) throw new WeChatApiError('WeChat gave no ticket')
      this.ticket = { value: answer.ticket, expiresAt: this.now() + (answer.expires_in ?? 7200) * 1000 }
      return answer.ticket
    } catch (error) {
      if (retried || !(error instanceof WeChatApiError) || !STALE_TOKEN_CODES.has(error.errcode ?? 0)) throw error
      // Another holder of the AppSecret renewed the token: renew ours and ask once more.
      this.token = null
      return this.renewTicket(true)
    }
  }

  private async call<T>(url: string, what: string): Promise<T & { errcode?: number; errmsg?: string }> {
    let response: Response
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
    } catch (error) {
      throw new WeChatApiError(`WeChat's ${what} request failed`, undefined, { cause: error })
    }
    if (!response.ok) throw new WeChatApiError(`WeChat answered ${response.status} for the ${what}`)
    const body = (await response.json()) as T & { errcode?: number; errmsg?: string }
    if (body.errcode) throw new WeChatApiError(`WeChat refused the ${what}: ${body.errcode} ${body.errmsg ?? ''}`.trim(), body.errcode)
    return body
  }
}
