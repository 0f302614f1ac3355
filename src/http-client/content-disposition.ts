// A quoted value may itself contain ';' or '=', so it is matched as one token.
const PARAM = /;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g
const EXT_VALUE = /^([\w!#$%&+^`{}~-]+)'[^']*'(.*)$/
const FALLBACK_NAME = 'download'

function parseParams(header: string): Map<string, string> {
  const params = new Map<string, string>()
  for (const match of header.matchAll(PARAM)) {
    const key = match[1]?.toLowerCase()
    const raw = match[2]?.trim()
    if (key === undefined || raw === undefined || params.has(key)) continue
    const value = raw.startsWith('"') && raw.endsWith('"') && raw.length >= 2 ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw
    params.set(key, value)
  }
  return params
}

function attempt(decode: () => string): string | undefined {
  try {
    return decode()
  } catch {
    return undefined
  }
}

function decodeExtValue(value: string): string | undefined {
  const match = EXT_VALUE.exec(value)
  if (!match) return undefined
  const charset = match[1]?.toLowerCase()
  const encoded = match[2] ?? ''
  if (charset === 'utf-8') return attempt(() => decodeURIComponent(encoded))
  if (charset === 'iso-8859-1') {
    return encoded.replace(/%([\da-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  }
  return undefined
}

function decodeLegacyValue(value: string): string {
  // Many Java back ends percent-encode plain filename= instead of using filename*.
  if (/%[\da-f]{2}/i.test(value)) {
    const decoded = attempt(() => decodeURIComponent(value))
    if (decoded !== undefined) return decoded
  }
  // Header values reach JS as Latin-1 code units; raw UTF-8 bytes from the server need re-decoding.
  if (/[\u0080-\u00ff]/.test(value) && !/[^\u0000-\u00ff]/.test(value)) {
    const bytes = Uint8Array.from(value, (ch) => ch.charCodeAt(0))
    const decoded = attempt(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes))
    if (decoded !== undefined) return decoded
  }
  return value
}

function lastPathSegment(url: string): string | undefined {
  const pathname = attempt(() => new URL(url, 'http://localhost').pathname) ?? url.split(/[?#]/)[0] ?? ''
  const segment = pathname.split('/').filter(Boolean).pop()
  return segment === undefined ? undefined : (attempt(() => decodeURIComponent(segment)) ?? segment)
}

/** Keeps only the final path component so a hostile header cannot point outside the download folder. */
export function sanitiseFileName(name: string): string | undefined {
  const base = name
    .split(/[/\\]/)
    .filter(Boolean)
    .pop()
    ?.replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
  if (base === undefined || base === '' || base === '.' || base === '..') return undefined
  return base
}

/** File name from a Content-Disposition header, falling back to the URL's last path segment. */
export function fileNameFromContentDisposition(header: string | null | undefined, url: string): string {
  const params = header ? parseParams(header) : new Map<string, string>()
  const extended = params.get('filename*')
  const legacy = params.get('filename')
  const candidates = [
    extended === undefined ? undefined : decodeExtValue(extended),
    legacy === undefined ? undefined : decodeLegacyValue(legacy),
    lastPathSegment(url),
  ]
  for (const candidate of candidates) {
    const safe = candidate === undefined ? undefined : sanitiseFileName(candidate)
    if (safe !== undefined) return safe
  }
  return FALLBACK_NAME
}
