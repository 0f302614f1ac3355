/**
 * J1: the mail domains most visitors use; an address whose domain is one slip away from one of
 * these (`qq.con`, `163.con`, `gmial.com`) is pointed out before the mail goes nowhere. Real
 * domains close to a common one (`ymail.com`, `mail.com`) are listed so they pass untouched.
 */
const COMMON_DOMAINS = [
  'qq.com',
  'vip.qq.com',
  'foxmail.com',
  '163.com',
  'vip.163.com',
  '126.com',
  'yeah.net',
  '139.com',
  '189.cn',
  'sina.com',
  'sina.cn',
  'sohu.com',
  'aliyun.com',
  'gmail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'icloud.com',
  'yahoo.com',
  'msn.com',
] as const

/** Domains a slip away from a common one that are real mail domains of their own. */
const KNOWN_NEIGHBOURS = new Set(['ymail.com', 'mail.com', 'email.com', 'live.cn', 'qq.cn', '163.net', '126.net', 'sina.net', 'tom.com'])

/** Edits between two strings, a swap of neighbours counting as one (optimal string alignment). */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  )
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      const row = rows[i] as number[]
      const above = rows[i - 1] as number[]
      row[j] = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j] as number, ((rows[i - 2] as number[])[j - 2] as number) + 1)
    }
  }
  return (rows[a.length] as number[])[b.length] as number
}

/**
 * J1: the address the visitor probably meant when the domain of `email` is a likely typo of a
 * common one (one edit away; two for the longer names), or null when it looks right or is no
 * near miss. Only a suggestion: the visitor may keep what they typed.
 */
export function suggestEmail(email: string): string | null {
  const at = email.lastIndexOf('@')
  if (at < 1) return null
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
  if (!domain || KNOWN_NEIGHBOURS.has(domain) || (COMMON_DOMAINS as readonly string[]).includes(domain)) return null
  let best: { domain: string; distance: number } | null = null
  for (const common of COMMON_DOMAINS) {
    const distance = editDistance(domain, common)
    const allowed = common.length >= 9 ? 2 : 1
    if (distance <= allowed && (!best || distance < best.distance)) best = { domain: common, distance }
  }
  return best ? `${email.slice(0, at)}@${best.domain}` : null
}
