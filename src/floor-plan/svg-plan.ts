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
 * Z3: presentation attributes that are CSS properties of the same name and value (a number in
 * user units is pixels in CSS). An editor's program repeats them on every booth; on the page each
 * set that recurs is written once, as a class.
 */
const SHARED_ATTRIBUTES: Readonly<Record<string, 'px' | ''>> = {
  fill: '',
  stroke: '',
  'stroke-width': 'px',
  'fill-opacity': '',
  'stroke-opacity': '',
  opacity: '',
  'font-size': 'px',
  'font-weight': '',
  'text-anchor': '',
}
/** A value that can only be read as one CSS value: no quotes, semicolons, braces, escapes, comments or url(). */
const PLAIN_CSS_VALUE = /^[#\w.,% -]{1,60}$/
const PLAIN_NUMBER = /^\d*\.?\d+$/

/** An element's shareable attributes as one key (`fill:#e8eef5;stroke:#5b7a99`), or '' when it has none. */
function sharedStyle(attributes: Readonly<Record<string, string>>): string {
  return Object.keys(SHARED_ATTRIBUTES)
    .filter((name) => attributes[name] !== undefined && PLAIN_CSS_VALUE.test(attributes[name] ?? ''))
    .map((name) => {
      const value = attributes[name] ?? ''
      return `${name}:${PLAIN_NUMBER.test(value) ? `${value}${SHARED_ATTRIBUTES[name]}` : value}`
    })
    .join(';')
}

/** Each set of shareable attributes that more than one element of the plan carries. */
function recurringStyles(svg: string): string[] {
  const counts = new Map<string, number>()
  const parser = sax.parser(true, { position: false })
  parser.onopentag = (tag) => {
    const style = sharedStyle(tag.attributes)
    if (style) counts.set(style, (counts.get(style) ?? 0) + 1)
  }
  parser.write(svg).close()
  return [...counts].filter(([, count]) => count > 1).map(([style]) => style)
}

/**
 * B5: the plan as inline SVG for the page, rendered on the server: each linked booth wrapped in a
 * link to its exhibitor (named for screen readers), the booth asked for and the search's matches
 * marked. The upload was inspected already (no script, handler or outside reference, X4); what
 * an editor's program leaves besides the drawing (comments, its own namespaced elements, `<style>`
 * sheets that would style the whole page) is dropped.
 */
export function planMarkup(svg: string, booths: ReadonlyMap<string, BoothView>, label: string, scope = 'plan'): string {
  // X17: drawn from what survives the sanitiser, whatever was stored before it existed.
  const clean = sanitizeSvg(svg) ?? ''
  // Z3: `scope` names this plan's classes apart from another plan's on the same page.
  const prefix = `${scope.replace(/[^A-Za-z0-9_-]/g, '')}-s`
  const styles = new Map(recurringStyles(clean).map((style, index) => [style, `${prefix}${index}`]))
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
    const shared = styles.get(sharedStyle(attributes))
    if (shared) {
      for (const name of Object.keys(SHARED_ATTRIBUTES)) delete attributes[name]
      attributes.class = [attributes.class ?? '', shared].filter(Boolean).join(' ')
    }
    let sheet = ''
    if (depth === 1) {
      delete attributes.width
      delete attributes.height
      attributes.class = ['floorplan__svg', shared ?? ''].filter(Boolean).join(' ')
      attributes.role = 'group'
      attributes['aria-label'] = label
      // Zero specificity, as the attributes had: the page's own rules (hover, match, current) still win.
      if (styles.size > 0) sheet = `<style>${[...styles].map(([style, name]) => `:where(.${name}){${style}}`).join('')}</style>`
    }
    const booth = attributes.id ? booths.get(attributes.id) : undefined
    if (booth) {
      const classes = ['floorplan__booth', booth.current ? 'floorplan__booth--current' : '']
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
    out.push(`${before}<${tag.name}${written}>${sheet}`)
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
  parser.write(clean).close()
  return out.join('')
}
