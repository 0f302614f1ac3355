export type PagerItem = number | 'gap'

/**
 * The page numbers a pager shows: the first, the last and two either side of the current one,
 * with a gap where numbers are left out, so the pager fits a phone whatever the page count.
 */
export function pagerItems(current: number, count: number, around = 2): PagerItem[] {
  const shown = new Set([1, count])
  for (let page = current - around; page <= current + around; page += 1) {
    if (page >= 1 && page <= count) shown.add(page)
  }
  const pages = [...shown].sort((a, b) => a - b)
  const items: PagerItem[] = []
  for (const [index, page] of pages.entries()) {
    const before = pages[index - 1]
    if (before !== undefined && page - before === 2) items.push(before + 1)
    else if (before !== undefined && page - before > 2) items.push('gap')
    items.push(page)
  }
  return items
}
