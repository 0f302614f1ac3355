import { parseHtml } from './html'

/**
 * J1: the registration form as a browser without script posts it: multipart, to the page itself,
 * with the action's hidden fields the page rendered (React's), and the fields given. `page`: the
 * HTML the form comes from (the page asked for afresh when not given); `headers`: sent with both
 * requests (a client's address behind a trusted proxy). The resend page's form posts the same way.
 */
export async function postRegistrationPage(
  baseURL: string,
  fields: URLSearchParams,
  pathname = '/register',
  page?: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  const form = parseHtml(page ?? (await (await fetch(baseURL + pathname, { headers })).text()))
  const body = new FormData()
  for (const input of Array.from(form.querySelectorAll('form.register-form input[type="hidden"]'))) {
    const name = input.getAttribute('name') ?? ''
    if (name.startsWith('$ACTION')) body.append(name, input.getAttribute('value') ?? '')
  }
  for (const [key, value] of fields) body.append(key, value)
  return fetch(baseURL + pathname, { method: 'POST', body, redirect: 'manual', headers: { ...headers, Origin: baseURL } })
}

/** What a browser would post from the registration form as a page shows it: its fields' values, the ticked boxes, the chosen options. */
export function fieldsShownIn(html: string): URLSearchParams {
  const fields = new URLSearchParams()
  const form = parseHtml(html).querySelector('form.register-form')
  for (const element of Array.from(form?.querySelectorAll('input, select') ?? [])) {
    const name = element.getAttribute('name') ?? ''
    if (!name || name.startsWith('$ACTION')) continue
    if (element.tagName === 'SELECT') {
      fields.append(name, element.querySelector('option[selected]')?.getAttribute('value') ?? '')
      continue
    }
    const type = element.getAttribute('type')
    if ((type === 'checkbox' || type === 'radio') && !element.hasAttribute('checked')) continue
    fields.append(name, element.getAttribute('value') ?? '')
  }
  return fields
}
