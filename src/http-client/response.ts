import { fileNameFromContentDisposition } from './content-disposition'
import { HttpError, MESSAGES, type ResponseCode } from './errors'

export interface DownloadResult {
  blob: Blob
  fileName: string
  mimeType: string
}

type Parsed = { ok: true; value: unknown } | { ok: false; error: unknown }

export function parseJson(text: string): Parsed {
  if (text.trim() === '') return { ok: true, value: undefined }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch (error) {
    return { ok: false, error }
  }
}

function field(body: unknown, key: string): unknown {
  return typeof body === 'object' && body !== null && key in body ? (body as Record<string, unknown>)[key] : undefined
}

function envelopeCode(body: unknown): ResponseCode | undefined {
  const code = field(body, 'code')
  return typeof code === 'number' || typeof code === 'string' ? code : undefined
}

function envelopeMessage(body: unknown): string | undefined {
  const message = field(body, 'message')
  return typeof message === 'string' && message !== '' ? message : undefined
}

function httpError(status: number, body: unknown): HttpError {
  const code = envelopeCode(body)
  const fallback = code === undefined || status !== 200 ? `请求失败 (HTTP ${status})` : `请求失败 (code ${code})`
  return new HttpError({ status, code, message: envelopeMessage(body) ?? fallback, body })
}

/** Business failures arrive as HTTP 200 with a non-200 `code` in the envelope. */
function assertEnvelope(status: number, body: unknown): void {
  const code = envelopeCode(body)
  if (code !== undefined && Number(code) !== 200) throw httpError(status, body)
}

export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  const parsed = parseJson(text)
  if (!response.ok) throw httpError(response.status, parsed.ok ? parsed.value : text)
  if (!parsed.ok) {
    throw new HttpError({ status: response.status, message: MESSAGES.invalidJson, body: text, cause: parsed.error })
  }
  assertEnvelope(response.status, parsed.value)
  return parsed.value
}

function isJsonType(mimeType: string): boolean {
  return mimeType === 'application/json' || mimeType.endsWith('+json')
}

export async function readDownload(response: Response, url: string): Promise<DownloadResult> {
  if (!response.ok) {
    const text = await response.text()
    const parsed = parseJson(text)
    throw httpError(response.status, parsed.ok ? parsed.value : text)
  }
  const blob = await response.blob()
  const header = response.headers.get('content-type') ?? blob.type
  const mimeType = header.split(';')[0]?.trim().toLowerCase() || 'application/octet-stream'
  if (isJsonType(mimeType)) {
    const parsed = parseJson(await blob.text())
    if (parsed.ok) assertEnvelope(response.status, parsed.value)
  }
  const fileName = fileNameFromContentDisposition(response.headers.get('content-disposition'), url)
  return { blob, fileName, mimeType }
}
