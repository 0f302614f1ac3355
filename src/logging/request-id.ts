import { randomBytes } from 'node:crypto'

const ACCEPTED = /^[\w.:@-]{1,128}$/

/**
 * Request ids (O8): the one a trusted front (nginx's `$request_id`) sends when it looks like an
 * id, else this process's prefix and a counter: unique across instances and restarts, and
 * cheaper than a UUID per request.
 */
export function requestIds(): (given: string | string[] | undefined) => string {
  const prefix = randomBytes(6).toString('hex')
  let sequence = 0
  return (given) => {
    if (typeof given === 'string' && ACCEPTED.test(given)) return given
    sequence += 1
    return `${prefix}-${sequence.toString(36)}`
  }
}
