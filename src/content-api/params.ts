import { DEFAULT_LOCALE, isLocale, type Locale } from '@/locales/languages'
import { badRequest } from '@/content-source/errors'

const MAX_VALUE_LENGTH = 200
const MAX_KEYWORD_LENGTH = 100
const ID_PATTERN = /^[1-9]\d{0,9}$/

/**
 * The request's parameters, matched case-insensitively by name as the original backend did
 * (`PictureId` = `pictureId`). A repeated or oversized parameter is a bad request, not a guess.
 */
export class Params {
  private readonly values = new Map<string, string>()

  constructor(entries: Iterable<[string, unknown]>) {
    for (const [name, raw] of entries) {
      const key = name.toLowerCase()
      if (this.values.has(key)) throw badRequest(`参数 ${name} 重复`)
      if (raw !== null && typeof raw === 'object') throw badRequest(`参数 ${name} 格式错误`)
      const value = raw === undefined || raw === null ? '' : String(raw)
      const limit = key === 'keyword' ? MAX_KEYWORD_LENGTH : MAX_VALUE_LENGTH
      if (value.length > limit) throw badRequest(`参数 ${name} 过长（最多 ${limit} 个字符）`)
      this.values.set(key, value)
    }
  }

  static fromBody(body: unknown): Params {
    if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest('请求体必须是 JSON 对象')
    return new Params(Object.entries(body))
  }

  text(name: string): string | undefined {
    const value = this.values.get(name.toLowerCase())?.trim()
    return value ? value : undefined
  }

  requiredText(name: string): string {
    const value = this.text(name)
    if (value === undefined) throw badRequest(`缺少参数 ${name}`)
    return value
  }

  id(name: string): number | undefined {
    const value = this.text(name)
    if (value === undefined) return undefined
    if (!ID_PATTERN.test(value)) throw badRequest(`参数 ${name} 必须是正整数`)
    return Number(value)
  }

  requiredId(name: string): number {
    const value = this.id(name)
    if (value === undefined) throw badRequest(`缺少参数 ${name}`)
    return value
  }

  /** G5: `lang=zh|en` chooses the language of the answer's texts; absent is Chinese. */
  locale(): Locale {
    const value = this.text('lang')
    if (value === undefined) return DEFAULT_LOCALE
    if (!isLocale(value)) throw badRequest(`参数 lang 只能是 zh 或 en，收到：${value}`)
    return value
  }

  /** true / false (or 1 / 0); absent is false. */
  flag(name: string): boolean {
    const value = this.text(name)?.toLowerCase()
    if (value === undefined || value === 'false' || value === '0') return false
    if (value === 'true' || value === '1') return true
    throw badRequest(`参数 ${name} 必须是 true 或 false`)
  }

  int(name: string, fallback: number, min: number, max: number): number {
    const value = this.text(name)
    if (value === undefined) return fallback
    if (!/^\d{1,9}$/.test(value) || Number(value) < min || Number(value) > max) {
      throw badRequest(`参数 ${name} 必须是 ${min} 到 ${max} 之间的整数`)
    }
    return Number(value)
  }
}
