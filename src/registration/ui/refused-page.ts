import escapeHtml from 'escape-html'

import { LANGUAGE_TAGS, type Locale, localizedPath } from '@/locales/languages'
import type { EmailSuggestions, FormProblems } from '@/registration/form'
import { REGISTER_CSS } from '@/registration/ui/styles'
import type { RegisterText } from '@/registration/ui/text'

const PAGE_CSS =
  'body{margin:0;font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#222;background:#fff}.register-home{display:block;padding:12px;background:#0b5394;color:#fff;text-decoration:none;font-weight:600}'

/**
 * The refusal of a script's POST (`/register/submit`, `/register/resend/submit`) in a page of its
 * own: a route handler renders no React tree, so not inside the site's shell (the forms' own
 * pages post to their server actions and answer their refusals in the shell). Written as a string: a route handler runs in React's server
 * layer, where `react-dom/server` is not available to render one. Linked back to the site, never indexed.
 */
export function refusedRegistrationPage(locale: Locale, text: RegisterText, siteName: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="${LANGUAGE_TAGS[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(`${text.title} - ${siteName}`)}</title>
<style>${PAGE_CSS}${REGISTER_CSS}</style></head>
<body><a class="register-home" href="${localizedPath('/home', locale)}">${escapeHtml(siteName)}</a>
<main id="main" class="register"><h1>${escapeHtml(text.title)}</h1>
${bodyHtml}
</main></body></html>`
}

/** R1: a refused submission's problems, one per field (`field: message`), for a script's POST. */
export function refusalList(
  text: RegisterText,
  { problems, suggestions }: { problems: FormProblems; suggestions: EmailSuggestions },
): string {
  const items = Object.entries(problems).map(([field, problem]) => {
    const suggestion = problem === 'emailTypo' ? suggestions[field] : undefined
    const message = suggestion
      ? text.emailTypo(suggestion)
      : problem === 'invalid' && field === 'form'
        ? text.formProblem
        : text.problems[problem]
    return `<li id="${escapeHtml(field)}-error" class="register-error">${escapeHtml(message)}</li>`
  })
  return `<div class="register-summary" role="alert"><p>${escapeHtml(text.summary(items.length))}</p><ul>${items.join('')}</ul></div>`
}
