import escapeHtml from 'escape-html'

import { LANGUAGE_TAGS, type Locale, localizedPath } from '@/locales/languages'

import { REGISTER_CSS } from './styles'
import type { RegisterText } from './text'

const PAGE_CSS =
  'body{margin:0;font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#222;background:#fff}.register-home{display:block;padding:12px;background:#0b5394;color:#fff;text-decoration:none;font-weight:600}'

/**
 * R1: the whole answer to a refused submission: the form again with its messages, in a page of
 * its own (a route handler renders no React tree, so not inside the site's shell), linked back
 * to the site, never indexed.
 */
export function refusedRegistrationPage(locale: Locale, text: RegisterText, siteName: string, formHtml: string, head = ''): string {
  return `<!doctype html>
<html lang="${LANGUAGE_TAGS[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(`${text.title} - ${siteName}`)}</title>
<style>${PAGE_CSS}${REGISTER_CSS}</style>${head}</head>
<body><a class="register-home" href="${localizedPath('/home', locale)}">${escapeHtml(siteName)}</a>
<main id="main" class="register"><h1>${escapeHtml(text.title)}</h1>
${formHtml}
</main></body></html>`
}
