import sax from 'sax'

import { sanitizeSvg } from '@/content-model/uploads/svg'

/**
 * B5: a booth on a hall's plan is an element whose `id` starts with `booth-` (`booth-w3-101`):
 * the stable, hidden id the admin links to an exhibitor. The number printed for visitors
 * (W3-101) is set beside it in the admin, so a booth renumbered keeps its links.
 */
const BOOTH_ID_PATTERN = /^booth-[A-Za-z0-9_.:-]{1,60}$/

export type PlanReading = { ok: true; boothIds: string[]; viewBox: string } | { ok: false; problem: string }

/** How a booth of the plan is shown: its printed number, and the exhibitor's page when one is linked. */
export type BoothView = {
  number: string
  /** The exhibitor's name, read aloud and shown as the booth's tooltip. */
  label: string
  href: string | null
  current: boolean
  matched: boolean
}

const localName = (name: string): string => name.slice(name.lastIndexOf(':') + 1)
const isForeign = (name: string): boolean => name.includes(':') && !name.startsWith('svg:')
/** Prefixed attributes kept: the XML namespace's and `xlink:href` (checked on upload to stay inside the file). */
const keptPrefixed = (name: string): boolean => name === 'xlink:href' || name.startsWith('xml:')
const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeAttribute = (text: string): string => escapeText(text).replace(/"/g, '&quot;')

/**
 * B5: the booths an uploaded plan (already inspected as every SVG is, X4) offers, in the order
 * drawn, and its drawing area. Refused: no booth at all, and one booth id twice (a link could
 * not tell which one it means).
 */
export function readPlan(svg: string): PlanReading {
  const boothIds: string[] = []
  let viewBox = ''
  let depth = 0
  const parser = sax.parser(true, { position: false })
  parser.onopentag = (tag) => {
    depth += 1
    const attributes = tag.attributes
    if (depth === 1) {
      const { width, height } = attributes
      viewBox = attributes.viewBox ?? (width && height ? `0 0 ${parseFloat(width)} ${parseFloat(height)}` : '')
    }
    const id = attributes.id
    if (id?.startsWith('booth-')) boothIds.push(id)
  }
  parser.onclosetag = () => {
    depth -= 1
  }
  try {
    parser.write(svg).close()
  } catch (error) {
    return { ok: false, problem: `展馆平面图不是格式正确的 SVG：${error instanceof Error ? error.message.split('\n')[0] : ''}` }
  }
  const invalid = boothIds.find((id) => !BOOTH_ID_PATTERN.test(id))
  if (invalid) return { ok: false, problem: `展位 ID “${invalid.slice(0, 70)}” 只能含字母、数字和 - _ . :（不超过 60 个字符）` }
  const twice = boothIds.find((id, index) => boothIds.indexOf(id) !== index)
  if (twice) return { ok: false, problem: `展位 ID “${twice}” 在图中出现了两次，每个展位的 ID 必须唯一` }
  if (boothIds.length === 0) return { ok: false, problem: '图中没有展位：请把每个展位图形的 ID 设为以 booth- 开头（如 booth-w3-101）' }
  return { ok: true, boothIds, viewBox }
}

/**
 * B5: the plan as inline SVG for the page, rendered on the server: each linked booth wrapped in a
 * link to its exhibitor (named for screen readers), the booth asked for and the search's matches
 * marked. The upload was inspected already (no script, handler or outside reference, X4); what
 * an editor's program leaves besides the drawing (comments, its own namespaced elements, `<style>`
 * sheets that would style the whole page) is dropped.
 */
export function planMarkup(svg: string, booths: ReadonlyMap<string, BoothView>, label: string): string {
  const out: string[] = []
  const closers: string[] = []
  let skipping = 0
  let depth = 0
  const parser = sax.parser(true, { position: false })
  parser.onopentag = (tag) => {
    depth += 1
    if (skipping > 0 || isForeign(tag.name) || localName(tag.name) === 'style') {
      skipping += 1
      closers.push('')
      return
    }
    const attributes = { ...tag.attributes }
    for (const name of Object.keys(attributes)) {
      if (name.includes(':') && !name.startsWith('xmlns') && !keptPrefixed(name)) delete attributes[name]
    }
    let before = ''
    let after = ''
    if (depth === 1) {
      delete attributes.width
      delete attributes.height
      attributes.class = 'floorplan__svg'
      attributes.role = 'group'
      attributes['aria-label'] = label
    }
    const booth = attributes.id ? booths.get(attributes.id) : undefined
    if (booth) {
      const classes = ['floorplan__booth', booth.href ? 'floorplan__booth--linked' : '', booth.current ? 'floorplan__booth--current' : '']
      if (booth.matched) classes.push('floorplan__booth--match')
      attributes.class = [attributes.class ?? '', ...classes].filter(Boolean).join(' ')
      attributes['data-booth'] = booth.number
      if (booth.href) {
        const current = booth.current ? ' aria-current="location"' : ''
        // Named once, by its label (Z3: a big hall's plan carries no second copy of every name).
        before = `<a href="${escapeAttribute(booth.href)}" class="floorplan__link" aria-label="${escapeAttribute(`${booth.number} ${booth.label}`)}"${current}>`
        after = '</a>'
      }
    }
    const written = Object.entries(attributes)
      .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
      .join('')
    out.push(`${before}<${tag.name}${written}>`)
    closers.push(`</${tag.name}>${after}`)
  }
  parser.onclosetag = () => {
    depth -= 1
    const closer = closers.pop() ?? ''
    if (skipping > 0) skipping -= 1
    else out.push(closer)
  }
  const text = (chunk: string) => {
    if (skipping === 0 && depth > 0) out.push(escapeText(chunk))
  }
  parser.ontext = text
  parser.oncdata = text
  // X17: drawn from what survives the sanitiser, whatever was stored before it existed.
  parser.write(sanitizeSvg(svg) ?? '').close()
  return out.join('')
}
