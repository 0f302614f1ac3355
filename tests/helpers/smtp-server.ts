import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

import { waitFor } from './poll'

/** A mail as the server received it: the envelope, the bytes, and what they decode to. */
export type ReceivedMail = { envelopeFrom: string; envelopeTo: string[]; raw: Buffer; parsed: ParsedMail }

export type TestSmtpServer = {
  port: number
  /** Every mail received, in order of arrival. */
  mails: ReceivedMail[]
  /** The user names that signed in (AUTH). */
  signIns: string[]
  /** Whether each session was upgraded to TLS (STARTTLS), in order. */
  sessionsSecure: boolean[]
  /** Connections wait unanswered until the returned function is called; `waiting()` counts them. */
  hold(): () => void
  waiting(): number
  /** Waits until a mail to `address` has arrived beyond the first `after` ones, and returns it. */
  nextMailTo(address: string, after?: number): Promise<ReceivedMail>
  close(): Promise<void>
}

/** A certificate for 127.0.0.1 (its own CA), for a server that offers STARTTLS to a client told to trust it. */
export type TestCertificate = { key: string; cert: string; certFile: string }

export function makeCertificate(): TestCertificate {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-smtp-cert-'))
  const [keyFile, certFile] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')]
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'pipe' },
  )
  return { key: fs.readFileSync(keyFile, 'utf8'), cert: fs.readFileSync(certFile, 'utf8'), certFile }
}

/** The environment that points a server of this app at `smtp` as its plain local relay, mailing from the show. */
export const relayEnv = (smtp: { port: number }): Record<string, string> => ({
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(smtp.port),
  SMTP_SECURE: 'none',
  SMTP_FROM: '核展组委会 <noreply@expo.test>',
})

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) that keeps every mail it receives.
 * With `account` it requires AUTH with that user and password; with `tls` it offers STARTTLS with
 * that certificate, without it it offers no TLS at all.
 */
export async function startSmtpServer(
  options: { account?: { user: string; password: string }; tls?: TestCertificate } = {},
): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = []
  const signIns: string[] = []
  const sessionsSecure: boolean[] = []
  const { account, tls } = options
  let held: (() => void)[] | undefined
  const server = new SMTPServer({
    logger: false,
    onConnect(_session, callback) {
      if (held) held.push(() => callback())
      else callback()
    },
    ...(tls ? { key: tls.key, cert: tls.cert } : { disabledCommands: ['STARTTLS'] }),
    authOptional: !account,
    // Without TLS the client signs in over plain text, as it does with a relay on the same machine.
    allowInsecureAuth: !tls,
    onAuth(auth, _session, callback) {
      if (account && auth.username === account.user && auth.password === account.password) {
        signIns.push(auth.username ?? '')
        callback(null, { user: auth.username })
      } else callback(new Error('invalid username or password'))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks)
        sessionsSecure.push(session.secure)
        simpleParser(raw).then(
          (parsed) => {
            const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : ''
            mails.push({ envelopeFrom, envelopeTo: session.envelope.rcptTo.map((to) => to.address), raw, parsed })
            callback()
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        )
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    port,
    mails,
    signIns,
    sessionsSecure,
    hold: () => {
      held = []
      return () => {
        const waiting = held ?? []
        held = undefined
        for (const release of waiting) release()
      }
    },
    waiting: () => held?.length ?? 0,
    nextMailTo: (address, after = 0) =>
      waitFor(`a mail to ${address}`, async () => mails.slice(after).find((mail) => mail.envelopeTo.includes(address)), 20_000),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
