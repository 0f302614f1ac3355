/** L5: what a business card holds: the consented details of one lead, and the exhibitor's own notes on it. */
export type Card = {
  name: string
  company: string
  jobTitle: string
  mobile?: string
  email?: string
  /** Lines for NOTE: the badge number, industry, rating, the note… */
  note: string[]
  categories: string[]
}

/** RFC 2426 §5: a text value escapes backslash, comma and semicolon, and a line break becomes `\n`. */
export const escapeText = (text: string): string =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n')

const encoder = new TextEncoder()

/**
 * RFC 2425 §5.8.1: a line longer than 75 octets is folded (CRLF and a space). Folded between
 * characters, never inside one: a Chinese character is three octets in UTF-8, and a phone
 * that joins the halves of a split one shows garbage.
 */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const character of line) {
    const size = encoder.encode(character).length
    // The first line holds 75 octets; each continuation 74 after its leading space.
    const limit = parts.length === 0 ? 75 : 74
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += character
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

/** One vCard 3.0 (RFC 2426), lines folded, CRLF-terminated: UTF-8 as the file is. */
export function vCard(card: Card): string {
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `FN:${escapeText(card.name)}`,
    // A Chinese name is written family name first as one string: it goes whole into the family part.
    `N:${escapeText(card.name)};;;;`,
    card.company && `ORG:${escapeText(card.company)}`,
    card.jobTitle && `TITLE:${escapeText(card.jobTitle)}`,
    card.mobile && `TEL;TYPE=CELL:${escapeText(card.mobile)}`,
    card.email && `EMAIL;TYPE=INTERNET:${escapeText(card.email)}`,
    card.categories.length > 0 && `CATEGORIES:${card.categories.map(escapeText).join(',')}`,
    card.note.length > 0 && `NOTE:${escapeText(card.note.join('\n'))}`,
    'END:VCARD',
  ].filter((line): line is string => typeof line === 'string' && line !== '')
  return lines.map(foldLine).join('\r\n') + '\r\n'
}
