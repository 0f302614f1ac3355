import { type Document, Window } from 'happy-dom'

/**
 * What the server sends, read without a browser: a page's status, headers and HTML, parsed into a
 * document to query with CSS selectors. Nothing in it runs (no script, no style sheet, no frame is
 * loaded): this is the page a crawler or a browser with scripts off gets, and it is the same for
 * every device (the server does not look at the user agent).
 */
const window = new Window({
  settings: {
    disableJavaScriptEvaluation: true,
    disableJavaScriptFileLoading: true,
    disableCSSFileLoading: true,
    disableIframePageLoading: true,
    disableComputedStyleRendering: true,
  },
})

export function parseHtml(html: string): Document {
  return new window.DOMParser().parseFromString(html, 'text/html')
}

export type ServerPage = { response: Response; html: string; document: Document }

/** GETs a page as a browser would ask for it (redirects not followed) and parses its HTML. */
export async function fetchPage(baseURL: string, path: string, init: RequestInit = {}): Promise<ServerPage> {
  const response = await fetch(new URL(path, baseURL), { redirect: 'manual', ...init })
  const html = await response.text()
  return { response, html, document: parseHtml(html) }
}

/** The text of every element `selector` finds, trimmed. */
export const textsOf = (document: Document, selector: string): string[] =>
  Array.from(document.querySelectorAll(selector)).map((element) => (element.textContent ?? '').trim())

/** The text of the first element `selector` finds, whitespace dropped ('' when none). */
export const compactText = (document: Document, selector: string): string =>
  (document.querySelector(selector)?.textContent ?? '').replace(/\s+/g, '')

/** The breadcrumb's items as the page shows them. */
export const breadcrumbOf = (document: Document): string[] => textsOf(document, '.breadcrumb__item')
