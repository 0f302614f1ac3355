import { type LinkMail, linkMail } from '@/mail/link-mail'

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
}): LinkMail {
  return linkMail(
    `【${sender}】重置管理后台密码`,
    [
      '您好：',
      `我们收到了为管理后台账号 ${email} 重置密码的请求。请在 ${validMinutes} 分钟内打开下面的链接，设置新密码：`,
      link,
      '如果这不是您本人的请求，请忽略本邮件，您的密码不会改变。',
      `${sender}（本邮件由系统自动发送，请勿回复）`,
    ],
    link,
  )
}
