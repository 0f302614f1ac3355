import { randomBytes } from 'node:crypto'

/** E7 (等保二级): what every password must be, as editors read it. */
export const PASSWORD_RULE = '密码至少 10 位，并包含大写字母、小写字母、数字、符号中的至少三类'

/** The same rule for operators (environment variables, CLI messages). */
export const PASSWORD_RULE_EN = 'must be at least 10 characters with 3 of these 4: lowercase letters, uppercase letters, digits, symbols'

export const PASSWORD_MIN_LENGTH = 10

const CHARACTER_CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/]

/** Whether the password follows the rule: ≥ 10 characters from at least 3 of the 4 classes. */
export function isStrongPassword(password: string): boolean {
  if ([...password].length < PASSWORD_MIN_LENGTH) return false
  return CHARACTER_CLASSES.filter((characterClass) => characterClass.test(password)).length >= 3
}

/** A random password that follows the rule, for the first admin when none is configured. */
export function generatePassword(): string {
  for (;;) {
    // 16 characters of [A-Za-z0-9_-]: almost always 3 classes or more; draw again when not.
    const password = randomBytes(12).toString('base64url')
    if (isStrongPassword(password)) return password
  }
}
