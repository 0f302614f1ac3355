import { fold } from './text'

/** A piece of shown text; `mark` when it matched a term. Rendered as text (React escapes it), never as HTML. */
export type Segment = { text: string; mark: boolean }

type Range = [start: number, end: number]

/**
 * Where the terms occur in the text, as ranges of the original text. The text is folded a
 * character at a time, so that every folded position maps back to the character it came from
 * (NFKC may turn one character into several: ﬁ → fi).
 */
function matchRanges(text: string, terms: readonly string[]): Range[] {
  let folded = ''
  const origin: Range[] = []
  let offset = 0
  for (const char of text) {
    const piece = fold(char)
    for (let i = 0; i < piece.length; i++) origin.push([offset, offset + char.length])
    folded += piece
    offset += char.length
  }
  const ranges: Range[] = []
  for (const term of terms) {
    for (let at = folded.indexOf(term); at >= 0; at = folded.indexOf(term, at + term.length)) {
      ranges.push([origin[at]![0], origin[at + term.length - 1]![1]])
    }
  }
  ranges.sort((a, b) => a[0] - b[0])
  const merged: Range[] = []
  for (const range of ranges) {
    const last = merged.at(-1)
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1])
    else merged.push([...range])
  }
  return merged
}

function segmentsOf(text: string, ranges: readonly Range[], from: number, to: number): Segment[] {
  const segments: Segment[] = []
  let at = from
  for (const [start, end] of ranges) {
    if (end <= from || start >= to) continue
    const markStart = Math.max(start, from)
    if (markStart > at) segments.push({ text: text.slice(at, markStart), mark: false })
    const markEnd = Math.min(end, to)
    segments.push({ text: text.slice(markStart, markEnd), mark: true })
    at = markEnd
  }
  if (at < to) segments.push({ text: text.slice(at, to), mark: false })
  return segments
}

/** The whole text with every occurrence of the terms marked (a title). */
export function highlight(text: string, terms: readonly string[]): Segment[] {
  return segmentsOf(text, matchRanges(text, terms), 0, text.length)
}

/** A cut never falls inside a surrogate pair (an emoji, a rare character). */
const onCharBoundary = (text: string, at: number): number => {
  const code = text.charCodeAt(at)
  return code >= 0xdc00 && code <= 0xdfff ? at + 1 : at
}

/**
 * About `length` characters of the text around its first match, the matches marked, `…` where
 * it was cut; the text's beginning when nothing in it matched (the title did).
 */
export function snippet(text: string, terms: readonly string[], length = 120, before = 30): Segment[] {
  const flat = text.replace(/\s+/g, ' ').trim()
  const ranges = matchRanges(flat, terms)
  const first = ranges[0]?.[0] ?? 0
  let from = onCharBoundary(flat, Math.max(0, Math.min(first - before, flat.length - length)))
  // Start at a word's beginning in Latin text rather than in its middle.
  if (from > 0 && /\w/.test(flat[from - 1] ?? '')) {
    const space = flat.indexOf(' ', from)
    if (space >= 0 && space < first) from = space + 1
  }
  const to = onCharBoundary(flat, Math.min(flat.length, from + length))
  const segments = segmentsOf(flat, ranges, from, to)
  if (from > 0) segments.unshift({ text: '…', mark: false })
  if (to < flat.length) segments.push({ text: '…', mark: false })
  return segments
}
