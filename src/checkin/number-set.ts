/**
 * K3, Z4: the offline kit's sets of registration numbers, compact. A number is 8 characters of a
 * 32-letter alphabet (src/registration/secrets.ts), so exactly 40 bits: the kit sends each as 5
 * bytes, sorted, in base64 (about 6.7 characters a badge, against 12 for a JSON string), and the
 * device looks one up by binary search, without unpacking the set. Read the same way on the
 * server and, offline, on the check-in page (no Node module here).
 */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
const NUMBER_BYTES = 5
/** A re-issued badge: its number and its current issue (2 bytes). */
const ISSUE_BYTES = 2
const CHUNK = 0x8000

/** The registration number `K7M2-QH9X` as its 40-bit value; null for anything else. */
export function numberValue(registrationNumber: string): number | null {
  const letters = registrationNumber.replace('-', '')
  if (letters.length !== 8) return null
  let value = 0
  for (const letter of letters) {
    const digit = ALPHABET.indexOf(letter)
    if (digit < 0) return null
    value = value * 32 + digit
  }
  return value
}

function toBase64(bytes: Uint8Array): string {
  let text = ''
  for (let start = 0; start < bytes.length; start += CHUNK) text += String.fromCharCode(...bytes.subarray(start, start + CHUNK))
  return btoa(text)
}

const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))

function writeValue(bytes: Uint8Array, offset: number, value: number, width: number) {
  let rest = value
  for (let index = width - 1; index >= 0; index -= 1) {
    bytes[offset + index] = rest % 256
    rest = Math.floor(rest / 256)
  }
}

function readValue(bytes: Uint8Array, offset: number, width: number): number {
  let value = 0
  for (let index = 0; index < width; index += 1) value = value * 256 + (bytes[offset + index] ?? 0)
  return value
}

/** Entries of `width` bytes, sorted by their number and without repeats, in base64. */
function encodeEntries(entries: readonly { value: number; issue?: number }[], withIssue: boolean): string {
  const width = NUMBER_BYTES + (withIssue ? ISSUE_BYTES : 0)
  const sorted = [...entries].sort((a, b) => a.value - b.value).filter((entry, index, all) => all[index - 1]?.value !== entry.value)
  const bytes = new Uint8Array(sorted.length * width)
  sorted.forEach((entry, index) => {
    writeValue(bytes, index * width, entry.value, NUMBER_BYTES)
    if (withIssue) writeValue(bytes, index * width + NUMBER_BYTES, Math.min(entry.issue ?? 0, 0xffff), ISSUE_BYTES)
  })
  return toBase64(bytes)
}

/** A set of registration numbers as the kit carries it. */
export const encodeNumberSet = (numbers: readonly string[]): string =>
  encodeEntries(
    numbers.flatMap((number) => {
      const value = numberValue(number)
      return value === null ? [] : [{ value }]
    }),
    false,
  )

/** Re-issued badges (number → current issue) as the kit carries them. */
export const encodeIssueMap = (issues: readonly { registrationNumber: string; issue: number }[]): string =>
  encodeEntries(
    issues.flatMap(({ registrationNumber, issue }) => {
      const value = numberValue(registrationNumber)
      return value === null ? [] : [{ value, issue }]
    }),
    true,
  )

/** The device's view of one encoded set: lookups by binary search over the bytes. */
export class NumberSet {
  private readonly bytes: Uint8Array
  private readonly width: number
  readonly size: number

  constructor(encoded: string, withIssue = false) {
    this.bytes = fromBase64(encoded)
    this.width = NUMBER_BYTES + (withIssue ? ISSUE_BYTES : 0)
    this.size = Math.floor(this.bytes.length / this.width)
  }

  private indexOf(registrationNumber: string): number {
    const value = numberValue(registrationNumber)
    if (value === null) return -1
    let low = 0
    let high = this.size - 1
    while (low <= high) {
      const middle = (low + high) >> 1
      const found = readValue(this.bytes, middle * this.width, NUMBER_BYTES)
      if (found === value) return middle
      if (found < value) low = middle + 1
      else high = middle - 1
    }
    return -1
  }

  has(registrationNumber: string): boolean {
    return this.indexOf(registrationNumber) >= 0
  }

  /** For a map of issues: the badge's current issue (0 when it was never re-issued). */
  issueOf(registrationNumber: string): number {
    const index = this.indexOf(registrationNumber)
    return index < 0 || this.width === NUMBER_BYTES ? 0 : readValue(this.bytes, index * this.width + NUMBER_BYTES, ISSUE_BYTES)
  }
}
