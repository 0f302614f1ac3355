import { describe, expect, it } from 'vitest'

import { EnvError, parseEnv } from '@/config/env'
import { resetPasswordMail } from '@/accounts/reset-password-mail'
import { smtpTransportOptions } from '@/mail/smtp'

const problems = (env: Record<string, string>) => {
  try {
    parseEnv(env)
    return []
  } catch (error) {
    if (error instanceof EnvError) return error.problems
    throw error
  }
}

const SMTP = { PUBLIC_URL: 'https://expo.example.cn', SMTP_HOST: 'smtp.exmail.qq.com', SMTP_FROM: 'noreply@expo.example.cn' }

describe('X11 outgoing mail settings (SMTP_*), validated once at start-up', () => {
  it('X11 without SMTP_HOST mail is off', () => {
    expect(parseEnv({}).mail).toBeUndefined()
  })

  it('X11 defaults: STARTTLS required on port 587, no sign-in, the site name as the sender name', () => {
    expect(parseEnv(SMTP).mail).toEqual({
      host: 'smtp.exmail.qq.com',
      port: 587,
      security: 'starttls',
      auth: undefined,
      fromAddress: 'noreply@expo.example.cn',
      fromName: '中国国际核工业展览会',
    })
  })

  it('X11 each security mode has its port and nodemailer options; a named sender and an account are kept', () => {
    const mail = (security: string, extra: Record<string, string> = {}) => {
      const settings = parseEnv({ ...SMTP, SMTP_SECURE: security, ...extra }).mail
      if (!settings) throw new Error('no mail settings')
      return settings
    }
    const tls = mail('tls', { SMTP_USER: 'mailer', SMTP_PASSWORD: 'secret', SMTP_FROM: '展会组委会 <noreply@expo.example.cn>' })
    expect(tls).toMatchObject({
      port: 465,
      auth: { user: 'mailer', pass: 'secret' },
      fromName: '展会组委会',
      fromAddress: 'noreply@expo.example.cn',
    })
    expect(smtpTransportOptions(tls)).toMatchObject({
      host: 'smtp.exmail.qq.com',
      port: 465,
      secure: true,
      requireTLS: false,
      ignoreTLS: false,
      auth: { user: 'mailer', pass: 'secret' },
    })
    expect(smtpTransportOptions(mail('starttls', { SMTP_PORT: '2525' }))).toMatchObject({
      port: 2525,
      secure: false,
      requireTLS: true,
      ignoreTLS: false,
    })
    expect(smtpTransportOptions(mail('none', { SMTP_HOST: '127.0.0.1' }))).toMatchObject({
      port: 25,
      secure: false,
      requireTLS: false,
      ignoreTLS: true,
    })
  })

  it.each([
    [{ SMTP_FROM: 'noreply@expo.example.cn' }, 'SMTP_HOST: is required for outgoing mail (SMTP_FROM set)'],
    [{ SMTP_HOST: 'smtp.exmail.qq.com', PUBLIC_URL: 'https://expo.example.cn' }, 'SMTP_FROM: is required with SMTP_HOST'],
    [{ ...SMTP, SMTP_HOST: 'smtp://smtp.exmail.qq.com' }, 'SMTP_HOST: must be a host name or IP address'],
    [{ ...SMTP, SMTP_PORT: '0' }, 'SMTP_PORT'],
    [{ ...SMTP, SMTP_SECURE: 'ssl' }, 'SMTP_SECURE: must be tls'],
    [{ ...SMTP, SMTP_FROM: '展会 noreply' }, 'SMTP_FROM: must be an e-mail address'],
    [{ ...SMTP, SMTP_USER: 'mailer' }, 'SMTP_PASSWORD: SMTP_USER and SMTP_PASSWORD go together'],
    [
      { ...SMTP, SMTP_SECURE: 'none', SMTP_USER: 'mailer', SMTP_PASSWORD: 'secret' },
      'SMTP_SECURE: none would send SMTP_PASSWORD unencrypted to smtp.exmail.qq.com',
    ],
    [{ SMTP_HOST: 'smtp.exmail.qq.com', SMTP_FROM: 'noreply@expo.example.cn' }, 'PUBLIC_URL: is required with SMTP_HOST'],
  ])('X11 %o is refused with a message naming %s', (env, message) => {
    expect(problems(env).join('\n')).toContain(message)
  })

  it('X11 a relay on this machine may take a password without TLS', () => {
    expect(problems({ ...SMTP, SMTP_HOST: 'localhost', SMTP_SECURE: 'none', SMTP_USER: 'mailer', SMTP_PASSWORD: 'secret' })).toEqual([])
  })
})

describe('X11 the password-reset mail', () => {
  it('X11 Chinese subject and text with the link; the HTML escapes what it shows', () => {
    const link = 'https://expo.example.cn/admin/reset/0123abcd'
    const mail = resetPasswordMail({ sender: '展会<组委会>', email: 'a&b@expo.example.cn', link, validMinutes: 60 })
    expect(mail.subject).toBe('【展会<组委会>】重置管理后台密码')
    expect(mail.text).toContain('我们收到了为管理后台账号 a&b@expo.example.cn 重置密码的请求。请在 60 分钟内打开下面的链接，设置新密码：')
    expect(mail.text).toContain(`\n\n${link}\n\n`)
    expect(mail.html).toContain(`<a href="${link}">${link}</a>`)
    expect(mail.html).toContain('a&amp;b@expo.example.cn')
    expect(mail.html).toContain('展会&lt;组委会&gt;')
    expect(mail.html).not.toContain('<组委会>')
  })
})
