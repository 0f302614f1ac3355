import type { BrowserContext, Page } from 'playwright-core'

/** What the vectors did in one browser context: calls to the trap, dialogs, and markup that could run later. */
export type XssReport = { calls: string[]; dialogs: string[]; injected: string[]; shownIds: Set<number> }

/**
 * X7: every vector calls `__xss(n)`, alert, confirm or prompt if it ever runs. The trap records
 * those in every page and frame of the context. Pages are opened with the CSP switched off, so
 * what is checked is the escaping and sanitizing itself, not the safety net of X1.
 */
export async function armXssTrap(context: BrowserContext): Promise<XssReport> {
  const report: XssReport = { calls: [], dialogs: [], injected: [], shownIds: new Set() }
  await context.exposeBinding('__xss', ({ frame }, id: unknown) => {
    report.calls.push(`__xss(${String(id)}) on ${frame.url()}`)
  })
  context.on('dialog', (dialog) => {
    report.dialogs.push(`${dialog.type()} "${dialog.message()}" on ${dialog.page()?.url() ?? '?'}`)
    void dialog.dismiss()
  })
  return report
}

/**
 * Markup a vector left behind that would run on a click, a hover or a focus (an `on…` attribute,
 * a `javascript:`/`data:`/`vbscript:` URL as the browser resolves it, `srcdoc`, a `<base>`, a
 * refresh, CSS expressions), and the vector numbers the page shows as text: proof it rendered them.
 */
function inspectDocument(): { injected: string[]; shownIds: number[] } {
  const urlAttributes = [
    'href',
    'src',
    'action',
    'formaction',
    'data',
    'poster',
    'background',
    'xlink:href',
    'dynsrc',
    'lowsrc',
    'codebase',
    'cite',
  ]
  const safeProtocols = ['http:', 'https:', 'mailto:', 'tel:', 'blob:', 'about:']
  const injected: string[] = []
  const describe = (element: Element, what: string) => `<${element.tagName.toLowerCase()}> ${what}`.slice(0, 300)
  for (const element of Array.from(document.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase()
      const value = attribute.value
      if (name.startsWith('on')) injected.push(describe(element, `${name}="${value}"`))
      if (name === 'srcdoc') injected.push(describe(element, `srcdoc="${value}"`))
      if (name === 'style' && /expression\s*\(|javascript:|__xss/i.test(value)) injected.push(describe(element, `style="${value}"`))
      if (!urlAttributes.includes(name) || value.trim() === '') continue
      let protocol: string
      try {
        protocol = new URL(value, document.baseURI).protocol
      } catch {
        continue
      }
      const picture = element.tagName === 'IMG' && name === 'src' && /^data:image\/(png|jpeg|gif|webp|avif)/i.test(value.trim())
      if (!safeProtocols.includes(protocol) && !picture) injected.push(describe(element, `${name}="${value}"`))
    }
  }
  // Next's flight data (`self.__next_f.push([1,"…"])`) carries the vectors as JSON strings: data, not code.
  // So does structured data (G3): a JSON-LD block is never run, and one that still parses as JSON
  // was not broken out of.
  const isJsonData = (element: Element, text: string) => {
    if (element.getAttribute('type') !== 'application/ld+json') return false
    try {
      JSON.parse(text)
      return true
    } catch {
      return false
    }
  }
  for (const element of Array.from(document.querySelectorAll('script, style'))) {
    const text = element.textContent ?? ''
    if (text.includes('__xss') && !/^\s*self\.__next_f\.push\(/.test(text) && !isJsonData(element, text))
      injected.push(describe(element, text))
  }
  for (const element of Array.from(document.querySelectorAll('base, meta[http-equiv="refresh" i], object, embed, frameset'))) {
    injected.push(describe(element, element.outerHTML))
  }
  const shownIds = Array.from(document.body.innerText.matchAll(/__xss\((\d+)\)/g), (match) => Number(match[1]))
  return { injected, shownIds }
}

/** Adds what the page's document holds to the report, under `label`. */
export async function inspect(page: Page, report: XssReport, label: string): Promise<void> {
  const found = await page.evaluate(inspectDocument)
  report.injected.push(...found.injected.map((problem) => `${label}: ${problem}`))
  for (const id of found.shownIds) report.shownIds.add(id)
}

/**
 * Opens a page, waits until it has loaded (and `settled`, when given) and the browser is idle,
 * when autofocus, toggle and animation handlers would have fired, and inspects it; resolves with the status.
 */
export async function visit(page: Page, report: XssReport, path: string, settled?: (page: Page) => Promise<void>): Promise<number> {
  const response = await page.goto(path, { waitUntil: 'load' })
  await settled?.(page)
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })))
  await inspect(page, report, path)
  return response?.status() ?? 0
}
