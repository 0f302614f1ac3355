import { createHash, randomBytes } from 'node:crypto'

/** What wx.config needs besides the AppID (WeChat JS-SDK, 附录1 签名算法). */
export type JsSdkSignature = { appId: string; timestamp: number; nonceStr: string; signature: string }

type Credentials = { appId: string; appSecret: string; apiBase: string }
export type Held = { value: string; expiresAt: number }
/** The access token and jsapi ticket as every instance shares them. */
export type HeldCredentials = { token: Held | null; ticket: Held | null }

/**
 * Where instances share what they got from WeChat, and how they take turns renewing it:
 * `exclusive` runs its work while no other instance runs its own (see shared-credentials.ts).
 */
export interface CredentialStore {
  read(): Promise<HeldCredentials | null>
  write(credentials: HeldCredentials): Promise<void>
  exclusive<T>(work: () => Promise<T>): Promise<T>
}

/** One process's store: nothing shared, turns taken within the process. */
export function processCredentialStore(): CredentialStore {
  let held: HeldCredentials | null = null
  let turn: Promise<unknown> = Promise.resolve()
  return {
    read: async () => held,
    write: async (credentials) => void (held = credentials),
    exclusive: (work) => {
      const next = turn.then(work, work)
      turn = next.catch(() => {})
      return next
    },
  }
}

/** Renewed this long before WeChat says it expires (both live 7200 s). */
const REFRESH_MARGIN_MS = 5 * 60_000
/** WeChat's codes for an access token that is no longer valid (another holder renewed it, or it expired early). */
const STALE_TOKEN_CODES = new Set([40001, 40014, 42001])
/** After a failed renewal WeChat is not asked again for this long, doubled per failure in a row. */
const FIRST_HOLD_MS = 10_000
const LONGEST_HOLD_MS = 5 * 60_000

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

/** A renewal failed a moment ago: WeChat is not asked again before `retryAfterSeconds`. */
export class WeChatHeldBackError extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    options?: ErrorOptions,
  ) {
    super(`WeChat is not asked again for ${retryAfterSeconds} s after a failed renewal`, options)
    this.name = 'WeChatHeldBackError'
  }
}

/** The signature of a page URL (its part before `#`), as WeChat computes it: SHA-1 of the sorted fields. */
export function signUrl(ticket: string, url: string, nonceStr: string, timestamp: number): string {
  const plain = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url.split('#')[0]}`
  return createHash('sha1').update(plain).digest('hex')
}

/**
 * G2: WeChat's access token and jsapi ticket, each kept until 5 minutes before it expires. Every
 * instance reads them from one store (Payload's key-value store on the database) and renews them
 * one instance at a time (a Postgres advisory lock): the first renews, the others find its
 * ticket. Within a process concurrent callers share one renewal. A ticket call refused for a
 * stale token (someone else holding the AppSecret renewed it) renews the token once and asks
 * again. A failed renewal holds WeChat back for 10 s, doubled per failure in a row up to 5 min,
 * so a broken WeChat or a wrong secret is not hammered by every page view.
 */
export class WeChatJsSdk {
  private token: Held | null = null
  private ticket: Held | null = null
  private renewing: Promise<string> | null = null
  private failures = 0
  private heldBackUntil = 0

  constructor(
    private readonly credentials: Credentials,
    private readonly now: () => number = Date.now,
    private readonly store: CredentialStore = processCredentialStore(),
  ) {}

  async sign(url: string): Promise<JsSdkSignature> {
    const ticket = await this.jsapiTicket()
    const timestamp = Math.floor(this.now() / 1000)
    const nonceStr = randomBytes(12).toString('base64url')
    return { appId: this.credentials.appId, timestamp, nonceStr, signature: signUrl(ticket, url, nonceStr, timestamp) }
  }

  private fresh(held: Held | null | undefined): string | null {
    return held && held.expiresAt - REFRESH_MARGIN_MS > this.now() ? held.value : null
  }

  private jsapiTicket(): Promise<string> {
    const held = this.fresh(this.ticket)
    if (held) return Promise.resolve(held)
    const waitMs = this.heldBackUntil - this.now()
    if (waitMs > 0) return Promise.reject(new WeChatHeldBackError(Math.ceil(waitMs / 1000)))
    this.renewing ??= this.renewShared()
      .then(
        (ticket) => ((this.failures = 0), ticket),
        (error: unknown) => {
          this.failures += 1
          this.heldBackUntil = this.now() + Math.min(LONGEST_HOLD_MS, FIRST_HOLD_MS * 2 ** (this.failures - 1))
          throw error
        },
      )
      .finally(() => (this.renewing = null))
    return this.renewing
  }

  /** The shared ticket when another instance renewed it, else a new one, written for the others. */
  private renewShared(): Promise<string> {
    return this.store.exclusive(async () => {
      const shared = await this.store.read()
      if (this.fresh(shared?.token)) this.token = shared?.token ?? null
      const sharedTicket = this.fresh(shared?.ticket)
      if (sharedTicket) {
        this.ticket = shared?.ticket ?? null
        return sharedTicket
      }
      const ticket = await this.renewTicket()
      await this.store.write({ token: this.token, ticket: this.ticket })
      return ticket
    })
  }

  private async accessToken(): Promise<string> {
    return this.fresh(this.token) ?? this.renewToken()
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
      const answer = await this.call<{ ticket?: string; expires_in?: number }>(
        `${this.credentials.apiBase}/cgi-bin/ticket/getticket?${query}`,
        'jsapi ticket',
      )
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
