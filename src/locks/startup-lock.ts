import type { Env } from '@/config/env'

import { LOCK_IDS, underAdvisoryLock } from './advisory-lock'

/**
 * Runs `work` under the start-up lock, so that N instances starting at once on one database
 * migrate and seed it exactly once, one after the other (the later ones find it done).
 */
export function underStartupLock<T>(env: Env, work: () => Promise<T>, log: (message: string) => void): Promise<T> {
  return underAdvisoryLock(env, LOCK_IDS.prepare, work, () => log('Another instance is preparing the database: waiting for it…'))
}
