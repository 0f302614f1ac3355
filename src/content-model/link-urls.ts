/** S21: an absolute http(s) address with no white space: the only kind of link that opens another site. */
export const isHttpUrl = (value: string): boolean => /^https?:\/\/\S+$/i.test(value)

const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:'])

export const LINK_URL_RULE = '只接受以 http://、https://、mailto:、tel: 开头的地址，或以 /、#、? 开头的站内地址'

/** Character references a URL may hide its scheme behind (`&#106;avascript&colon;`). */
const NAMED_REFERENCES: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  num: '#',
  quest: '?',
  amp: '&',
  nbsp: '\u00a0',
}

function decodeReferences(value: string): string {
  return value.replace(
    /&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));?/gi,
    (reference, hex: string | undefined, decimal: string | undefined, name: string | undefined) => {
      const codePoint = hex ? Number.parseInt(hex, 16) : decimal ? Number.parseInt(decimal, 10) : null
      if (codePoint !== null) return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : ''
      return NAMED_REFERENCES[(name ?? '').toLowerCase()] ?? reference
    },
  )
}

/** Why an address may not be a link target, or null when it may. */
function addressProblem(url: string): string | null {
  // Browsers drop spaces, tabs and line breaks inside a scheme (`java\tscript:`); none belong in a link.
  if (/[\s\u0000-\u001f\u007f-\u009f]/.test(url)) return '不能含有空格、换行或控制字符'
  if (/^[/#?]/.test(url)) return null
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(url)?.[1]?.toLowerCase()
  if (!scheme || !ALLOWED_SCHEMES.has(`${scheme}:`)) return `不安全或格式不对：${LINK_URL_RULE}`
  if (scheme === 'http' || scheme === 'https') {
    const host = URL.canParse(url) ? new URL(url).hostname : ''
    if (!host) return '不完整：http:// 或 https:// 后面要写网站的域名'
  }
  return null
}

/**
 * X4: a link target (rich-text links, link fields) is http(s), mailto, tel or an address on
 * this site; `javascript:`, `data:`, `vbscript:` and every other scheme are refused when the
 * content is saved, in any letter case, with whitespace inside, or behind character references.
 * Returns why the address is refused (Chinese, for the editor), or null.
 */
export function linkUrlProblem(url: string | null | undefined): string | null {
  if (!url) return '链接地址不能为空'
  const problem = addressProblem(url) ?? addressProblem(decodeReferences(url))
  return problem ? `链接地址${problem}` : null
}
