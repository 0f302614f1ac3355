import type { SearchSource } from './documents'
import { bigramsOf, fold, runsOf } from './text'

type Entry = { source: SearchSource; runs: string; title: string; subtitle: string }

const EMPTY: readonly number[] = []
/** How much a term found in the title, the subtitle or only the body counts. */
const WEIGHT = { title: 10, subtitle: 4, body: 1 }

export type Match = { source: SearchSource; score: number }

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

  /** The documents holding every term, best first: more terms in the title, then the newest. */
  search(terms: readonly string[], visible: (source: SearchSource) => boolean): Match[] {
    let candidates: readonly number[] | undefined
    for (const term of terms) {
      for (const bigram of bigramsOf(term)) {
        const list = this.postings.get(bigram) ?? EMPTY
        if (!candidates || list.length < candidates.length) candidates = list
      }
    }
    const matches: Match[] = []
    for (const slot of candidates ?? EMPTY) {
      const entry = this.slots[slot]
      if (!entry || !terms.every((term) => entry.runs.includes(term)) || !visible(entry.source)) continue
      let score = 0
      for (const term of terms) score += entry.title.includes(term) ? WEIGHT.title : entry.subtitle.includes(term) ? WEIGHT.subtitle : WEIGHT.body
      matches.push({ source: entry.source, score })
    }
    return matches.sort((a, b) => b.score - a.score || (b.source.publishedAt ?? 0) - (a.source.publishedAt ?? 0) || b.source.id - a.source.id)
  }

  private post(slot: number, runs: string): void {
    for (const bigram of bigramsOf(runs.replaceAll(' ', '\u0000'))) {
      if (bigram.includes('\u0000')) continue
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
