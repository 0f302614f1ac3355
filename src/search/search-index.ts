import type { SearchSource } from './documents'
import { bigramsOf, fold, runsOf } from './text'

type Entry = { source: SearchSource; runs: string; title: string; subtitle: string }

const EMPTY: readonly number[] = []
/** How much a term found in the title, the subtitle or only the body counts. */
const WEIGHT = { title: 10, subtitle: 4, body: 1 }

export type Match = { source: SearchSource; score: number }

const charCount = (text: string): number => (text.length === 2 ? 2 : Array.from(text).length)

/** Whether an ascending list holds the value. */
function holds(list: readonly number[], value: number): boolean {
  let low = 0
  let high = list.length - 1
  while (low <= high) {
    const middle = (low + high) >>> 1
    const at = list[middle]!
    if (at === value) return true
    if (at < value) low = middle + 1
    else high = middle - 1
  }
  return false
}

/** Better first: the higher score, then the newer, then the higher id. */
const compare = (a: Match, b: Match): number =>
  b.score - a.score || (b.source.publishedAt ?? 0) - (a.source.publishedAt ?? 0) || b.source.id - a.source.id

/** The best `limit` matches offered, without sorting them all: a page needs ten of thousands. */
class TopMatches {
  private readonly kept: Match[] = []

  constructor(private readonly limit: number) {}

  offer(match: Match): void {
    const { kept, limit } = this
    if (kept.length >= limit && compare(match, kept[kept.length - 1]!) >= 0) return
    let at = kept.length
    while (at > 0 && compare(match, kept[at - 1]!) < 0) at -= 1
    kept.splice(at, 0, match)
    if (kept.length > limit) kept.pop()
  }

  sorted(): Match[] {
    return this.kept
  }
}

/**
 * G6: an in-memory bigram index. Every document's folded runs are cut into their two-character
 * pieces; a piece lists the documents holding it (their slots, ascending). A query term's rarest
 * piece gives the candidates, which are then checked for the whole term: a substring of one of
 * their runs. Two-character terms (most Chinese words) are answered by their list alone.
 *
 * A replaced or removed document leaves its slot dead in the lists; when the dead outnumber the
 * living the lists are rebuilt.
 */
export class SearchIndex {
  private slots: (Entry | undefined)[] = []
  private readonly slotOf = new Map<string, number>()
  private postings = new Map<string, number[]>()
  private dead = 0

  get size(): number {
    return this.slotOf.size
  }

  keys(): IterableIterator<string> {
    return this.slotOf.keys()
  }

  put(source: SearchSource): void {
    this.remove(source.key)
    // Runs of title, subtitle and body, a space apart: a term never spans two of them.
    const runs = runsOf(fold(`${source.title}\n${source.subtitle}\n${source.body}`)).join(' ')
    const entry: Entry = { source, runs, title: runsOf(fold(source.title)).join(' '), subtitle: runsOf(fold(source.subtitle)).join(' ') }
    const slot = this.slots.push(entry) - 1
    this.slotOf.set(source.key, slot)
    this.post(slot, runs)
  }

  remove(key: string): void {
    const slot = this.slotOf.get(key)
    if (slot === undefined) return
    this.slots[slot] = undefined
    this.slotOf.delete(key)
    this.dead += 1
    if (this.dead > 1000 && this.dead > this.slotOf.size) this.compact()
  }

  has(key: string): boolean {
    return this.slotOf.has(key)
  }

  /** How many documents of a collection it holds. */
  count(collection: SearchSource['collection']): number {
    let count = 0
    for (const key of this.slotOf.keys()) if (key.startsWith(`${collection}:`)) count += 1
    return count
  }

  /**
   * How many visible documents hold every term, and the best `limit` of them: more terms in the
   * title first, then the newest. A term of two characters is its own list: checked by a binary
   * search in it, not in the text.
   */
  search(terms: readonly string[], visible: (source: SearchSource) => boolean, limit: number): { total: number; best: Match[] } {
    let candidates: readonly number[] = EMPTY
    let first = true
    for (const term of terms) {
      for (const bigram of bigramsOf(term)) {
        const list = this.postings.get(bigram) ?? EMPTY
        if (first || list.length < candidates.length) candidates = list
        first = false
      }
    }
    const checks = terms.map((term) => {
      const list = charCount(term) === 2 ? (this.postings.get(term) ?? EMPTY) : null
      return { term, list, implied: list === candidates }
    })
    const best = new TopMatches(limit)
    let total = 0
    for (const slot of candidates) {
      const entry = this.slots[slot]
      if (!entry) continue
      const holdsAll = checks.every(({ term, list, implied }) => implied || (list ? holds(list, slot) : entry.runs.includes(term)))
      if (!holdsAll || !visible(entry.source)) continue
      total += 1
      let score = 0
      for (const term of terms)
        score += entry.title.includes(term) ? WEIGHT.title : entry.subtitle.includes(term) ? WEIGHT.subtitle : WEIGHT.body
      best.offer({ source: entry.source, score })
    }
    return { total, best: best.sorted() }
  }

  private post(slot: number, runs: string): void {
    const bigrams = new Set<string>()
    for (const run of runs.split(' ')) bigramsOf(run, bigrams)
    for (const bigram of bigrams) {
      const list = this.postings.get(bigram)
      if (list) list.push(slot)
      else this.postings.set(bigram, [slot])
    }
  }

  private compact(): void {
    const living = this.slots.filter((entry): entry is Entry => entry !== undefined)
    this.slots = []
    this.slotOf.clear()
    this.postings = new Map()
    this.dead = 0
    for (const entry of living) {
      const slot = this.slots.push(entry) - 1
      this.slotOf.set(entry.source.key, slot)
      this.post(slot, entry.runs)
    }
  }
}
