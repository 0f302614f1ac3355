/** Baidu's active push (普通收录 API): at most this many URLs per request. */
export const BAIDU_BATCH_SIZE = 2000

export type BaiduPushSettings = { apiBase: string; site: string; token: string }

export type BaiduPushResult =
  | { kind: 'pushed'; success: number; remain: number | null; rejected: string[] }
  /** The day's quota is spent: push again tomorrow, not sooner. */
  | { kind: 'quota'; message: string }

export class BaiduPushError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = 'BaiduPushError'
  }
}

type BaiduAnswer = { success?: number; remain?: number; not_same_site?: string[]; not_valid?: string[]; error?: number; message?: string }

/**
 * G4: POSTs the URLs (text/plain, one a line) to `<api>/urls?site=…&token=…`. A spent quota is a
 * result; anything else that fails (network, 5xx, another 4xx) throws, for the queue to retry.
 */
export async function pushToBaidu(settings: BaiduPushSettings, urls: readonly string[]): Promise<BaiduPushResult> {
  const endpoint = `${settings.apiBase}/urls?${new URLSearchParams({ site: settings.site, token: settings.token })}`
  let response: Response
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: urls.join('\n'),
      signal: AbortSignal.timeout(15_000),
    })
  } catch (error) {
    throw new BaiduPushError('Baidu push request failed', { cause: error })
  }
  const answer = (await response.json().catch(() => ({}))) as BaiduAnswer
  if (response.ok && typeof answer.success === 'number') {
    return {
      kind: 'pushed',
      success: answer.success,
      remain: answer.remain ?? null,
      rejected: [...(answer.not_same_site ?? []), ...(answer.not_valid ?? [])],
    }
  }
  if (/quota/i.test(answer.message ?? '')) return { kind: 'quota', message: answer.message ?? 'over quota' }
  throw new BaiduPushError(`Baidu push answered ${response.status}: ${answer.message ?? 'no message'}`)
}

/** The start of the next day in Beijing time (Baidu's quota day), plus a few minutes. */
export function nextQuotaDay(now: Date): Date {
  const beijing = new Date(now.getTime() + 8 * 3_600_000)
  const midnight = Date.UTC(beijing.getUTCFullYear(), beijing.getUTCMonth(), beijing.getUTCDate() + 1) - 8 * 3_600_000
  return new Date(midnight + 5 * 60_000)
}
