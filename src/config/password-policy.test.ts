import { describe, expect, test } from 'vitest'

import { EnvError, parseEnv } from '@/config/env'

import { generatePassword, isStrongPassword, PASSWORD_RULE } from './password-policy'

describe('E7 password rule', () => {
  test.each(['abc', 'password', '12345678', 'abcdefghijkl', 'password12345', 'PASSWORD-----', 'Ab1!xyz'])(
    'E7 %s is refused',
    (password) => {
      expect(isStrongPassword(password)).toBe(false)
    },
  )

  test.each(['Password123', 'password-123', 'PASSWORD-123', 'Pass-word!!', '展会密码Ab12345'])(
    'E7 %s is accepted (10+ characters, 3 classes)',
    (password) => {
      expect(isStrongPassword(password)).toBe(true)
    },
  )

  test('E7 the message says the rule in Chinese', () => {
    expect(PASSWORD_RULE).toBe('密码至少 10 位，并包含大写字母、小写字母、数字、符号中的至少三类')
  })

  test('E7 a generated first-admin password always follows the rule', () => {
    for (let index = 0; index < 2_000; index += 1) expect(isStrongPassword(generatePassword())).toBe(true)
  })

  test('E7 ADMIN_PASSWORD must follow the rule, with a message naming it', () => {
    const admin = { ADMIN_EMAIL: 'admin@example.com' }
    expect(() => parseEnv({ ...admin, ADMIN_PASSWORD: 'password12345' })).toThrow(EnvError)
    expect(() => parseEnv({ ...admin, ADMIN_PASSWORD: 'password12345' })).toThrow(
      /ADMIN_PASSWORD: must be at least 10 characters with 3 of these 4/,
    )
    expect(parseEnv({ ...admin, ADMIN_PASSWORD: 'Password-12345' }).ADMIN_PASSWORD).toBe('Password-12345')
  })
})
