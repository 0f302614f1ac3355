'use client'

import { EmailField, Form, FormSubmit, Link } from '@payloadcms/ui'
import { useState } from 'react'

const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

type Answer = { message?: string; errors?: { message?: string }[] }

/**
 * X11: the admin's 忘记密码 form when reset by mail is on. Unlike Payload's own form, it shows
 * what the server answered: "sent" only on success, a refusal (429 with its wait) as it is.
 */
export function ForgotPasswordForm({ action, loginURL }: { action: string; loginURL: string }) {
  const [sent, setSent] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)

  if (sent) {
    return (
      <div className="forgot-password__sent">
        <h1>请查收邮件</h1>
        <p role="status">{sent}</p>
        <Link href={loginURL} prefetch={false}>
          返回登录
        </Link>
      </div>
    )
  }

  return (
    <Form
      action={action}
      method="POST"
      className="forgot-password__form"
      handleResponse={(response, _successToast, errorToast) => {
        void response
          .json()
          .catch(() => ({}))
          .then((answer: Answer) => {
            if (response.ok) {
              setSent(answer.message ?? '重置密码的邮件已经发出。')
              return
            }
            const message = answer.errors?.[0]?.message ?? `请求没有成功（${response.status}），请稍后再试。`
            setRefusal(message)
            errorToast(message)
          })
      }}
    >
      <h1>忘记密码</h1>
      <p>请输入账号的电子邮件地址，我们会把重置密码的链接发到这个邮箱。</p>
      <EmailField
        field={{ name: 'email', label: '电子邮件', required: true, admin: { autoComplete: 'email' } }}
        path="email"
        validate={(value) => (typeof value === 'string' && EMAIL_FORMAT.test(value.trim()) ? true : '请输入有效的电子邮件地址')}
      />
      {refusal ? (
        <p role="alert" className="forgot-password__refusal">
          {refusal}
        </p>
      ) : null}
      <FormSubmit size="large">发送重置邮件</FormSubmit>
      <Link href={loginURL} prefetch={false}>
        返回登录
      </Link>
    </Form>
  )
}
