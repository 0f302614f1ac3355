import type { Payload } from 'payload'

import type { Env } from '@/config/env'
import { generatePassword } from '@/config/password-policy'

export const GENERATED_ADMIN_EMAIL = 'admin@example.com'

/**
 * The first admin: from ADMIN_EMAIL/ADMIN_PASSWORD when set, else a generated password that is
 * shown once. Never a fixed default password; an existing user base is never touched.
 */
export async function ensureFirstAdmin(
  payload: Payload,
  env: Pick<Env, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>,
  log: (message: string) => void,
): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return
  const email = env.ADMIN_EMAIL ?? GENERATED_ADMIN_EMAIL
  const password = env.ADMIN_PASSWORD ?? generatePassword()
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, password, name: '管理员', role: 'admin' },
  })
  if (env.ADMIN_PASSWORD) {
    log(`Created the first admin ${email} (password from ADMIN_PASSWORD).`)
  } else {
    log(
      [
        '',
        '  First admin created. This password is shown only once; change it after signing in:',
        `    email:    ${email}`,
        `    password: ${password}`,
        '',
      ].join('\n'),
    )
  }
}
