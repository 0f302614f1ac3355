import { Link } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

import { RESET_OFF_MESSAGE, resetByMailIsOn } from '@/accounts/password-reset'

import { ForgotPasswordForm } from './ForgotPasswordForm.client'

/**
 * X11: the admin's 忘记密码 page (admin.components.views.forgot, in place of Payload's). Without
 * SMTP the reset is off and the page says so, instead of a form that would claim a mail was sent.
 */
export function ForgotPasswordView({ initPageResult }: AdminViewServerProps) {
  const { req } = initPageResult
  const { routes, admin } = req.payload.config
  const loginURL = `${routes.admin}${admin.routes.login}`
  if (req.user) {
    return (
      <div className="forgot-password__signed-in">
        <h1>您已登录</h1>
        <p>
          可以在<Link href={`${routes.admin}${admin.routes.account}`}>账号设置</Link>中修改密码。
        </p>
      </div>
    )
  }
  if (!resetByMailIsOn()) {
    return (
      <div className="forgot-password__off">
        <h1>忘记密码</h1>
        <p role="alert">{RESET_OFF_MESSAGE}</p>
        <Link href={loginURL} prefetch={false}>
          返回登录
        </Link>
      </div>
    )
  }
  return <ForgotPasswordForm action={`${routes.api}/users/forgot-password`} loginURL={loginURL} />
}
