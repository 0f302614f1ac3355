import { randomInt } from 'node:crypto'

import { SECRET_ALPHABET } from '@/registration/secrets'

const CODE_LENGTH = 6

/** B4: an exhibitor's invitation code, e.g. `EX7K2Q9M`: easy to type, unique by the database. */
export function newInvitationCode(): string {
  let code = 'EX'
  for (let i = 0; i < CODE_LENGTH; i += 1) code += SECRET_ALPHABET[randomInt(SECRET_ALPHABET.length)]
  return code
}
