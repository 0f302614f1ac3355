import escapeHtml from 'escape-html'

/** A mail of a few paragraphs, one of them a link: plain text and HTML. */
export type LinkMail = { subject: string; text: string; html: string }

/** The account mails (a reset, an invitation): the paragraphs as text and as Chinese HTML, the `link` paragraph a link. */
export function linkMail(subject: string, lines: string[], link: string): LinkMail {
  const text = `${lines.join('\n\n')}\n`
  const html = [
    '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"></head><body>',
    ...lines.map((line) => (line === link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : `<p>${escapeHtml(line)}</p>`)),
    '</body></html>',
  ].join('\n')
  return { subject, text, html }
}
