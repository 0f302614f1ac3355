import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { EmailAdapter } from 'payload'

import type { MailSettings } from '@/config/env'

/** Fails a send against a dead or silent server in seconds rather than nodemailer's minutes. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }

/** nodemailer's SMTP options for the configured server (env.ts validated them). */
export function smtpTransportOptions(mail: MailSettings) {
  return {
    host: mail.host,
    port: mail.port,
    secure: mail.security === 'tls',
    requireTLS: mail.security === 'starttls',
    ignoreTLS: mail.security === 'none',
    auth: mail.auth,
    ...TIMEOUTS,
  }
}

/**
 * Outgoing mail for Payload: its nodemailer adapter on the configured SMTP server, or, without
 * SMTP, an adapter that refuses every send (Payload's default would pretend to send, writing the
 * mail to the log). Sends are checked when they happen, not at start-up: a mail server that is
 * down must not keep the site from starting.
 */
export function outgoingMail(mail: MailSettings | undefined): EmailAdapter | Promise<EmailAdapter> {
  if (mail) {
    return nodemailerAdapter({
      defaultFromAddress: mail.fromAddress,
      defaultFromName: mail.fromName,
      skipVerify: true,
      transportOptions: smtpTransportOptions(mail),
    })
  }
  return ({ payload }) => {
    payload.logger.info('outgoing mail is off (SMTP_HOST is not set): password reset by mail is off')
    return {
      name: 'off',
      defaultFromAddress: '',
      defaultFromName: '',
      sendEmail: () => Promise.reject(new Error('outgoing mail is off: SMTP_HOST is not set')),
    }
  }
}
