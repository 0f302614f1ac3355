/**
 * G6: how text is cut for search, the same for what is indexed and what is asked. Text is folded
 * (NFKC: full-width ＡＰ１０００ is AP1000; lower case) and cut into runs of letters and digits;
 * a run also ends where Chinese characters meet other letters, so 「AP1000核电站」 is the runs
 * `ap1000` and `核电站`. A query's runs are its terms: each must occur, as a substring, in one
 * run of a document. Chinese needs no word spaces: any two or more characters of a run match.
 */

/** A query of more characters than this is refused with a message, not searched. */
export const QUERY_MAX_LENGTH = 100
/** Terms past this many are ignored (every term must match, so more only narrow further). */
const MAX_TERMS = 8
/** The shortest term searched: one character matches too much to mean anything. */
export const TERM_MIN_LENGTH = 2

const RUN = /\p{Script=Han}+|(?:(?!\p{Script=Han})[\p{L}\p{N}\p{M}])+/gu

/** Folds text for comparison: NFKC (full-width letters and digits, compatibility forms) and lower case. */
export const fold = (text: string): string => text.normalize('NFKC').toLowerCase()

/** The runs of letters and digits of already folded text. */
export const runsOf = (folded: string): string[] => folded.match(RUN) ?? []

/** Length in characters (code points), as a reader counts them. */
export const charLength = (text: string): number => {
  let count = 0
  for (const _ of text) count += 1
  return count
}

/** The distinct two-character pieces of a run (bigrams), by code point. */
export function bigramsOf(run: string, into: Set<string> = new Set()): Set<string> {
  let previous = ''
  for (const char of run) {
    if (previous !== '') into.add(previous + char)
    previous = char
  }
  return into
}

export type ParsedQuery =
  { ok: true; text: string; terms: string[] } | { ok: false; text: string; problem: 'empty' | 'too-long' | 'too-short' }

/**
 * A visitor's query as the URL gives it → its terms, or why it cannot be searched (an empty
 * query, one past QUERY_MAX_LENGTH, or one without a term of two characters: a single character,
 * punctuation, control characters).
 */
export function parseQuery(raw: string): ParsedQuery {
  // Control characters never reach the page; they only separate words.
  const text = raw
    .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ')
  if (text === '') return { ok: false, text, problem: 'empty' }
  if (charLength(text) > QUERY_MAX_LENGTH) return { ok: false, text: '', problem: 'too-long' }
  const terms = [...new Set(runsOf(fold(text)).filter((term) => charLength(term) >= TERM_MIN_LENGTH))].slice(0, MAX_TERMS)
  return terms.length === 0 ? { ok: false, text, problem: 'too-short' } : { ok: true, text, terms }
}
