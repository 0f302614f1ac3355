/** The password-reset mail: plain text and HTML, in Chinese. */
export type ResetPasswordMail = { subject: string; text: string; html: string }

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  )

/** X11: the mail that carries a reset link to an account's mailbox. */
export function resetPasswordMail({
  sender,
  email,
  link,
  validMinutes,
}: {
  sender: string
  email: string
  link: string
  validMinutes: number
}): ResetPasswordMail {
  const subject = `【${sender}】重置管理后台密码`
  const lines = [
    '您好：',
    `我们收到了为管理后台账号 ${email} 重置密码的请求。请在 ${validMinutes} 分钟内打开下面的链接，设置新密码：`,
    link,
    '如果这不是您本人的请求，请忽略本邮件，您的密码不会改变。',
    `${sender}（本邮件由系统自动发送，请勿回复）`,
  ]
  const text = `${lines.join('\n\n')}\n`
  const html = [
    '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"></head><body>',
    ...lines.map((line) => (line === link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : `<p>${escapeHtml(line)}</p>`)),
    '</body></html>',
  ].join('\n')
  return { subject, text, html }
}
