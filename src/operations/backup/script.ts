/**
 * What scripts/backup.ts and scripts/restore.ts share: the environment read as scripts/prepare.ts
 * reads it (.env files, then src/config/env.ts), and one way to end: an operator's problem
 * (BackupError, a bad variable) is printed as a sentence, anything else with its stack.
 */
import nextEnv from '@next/env'

import type { Env } from '@/config/env'

import { BackupError } from './errors'

export async function runOperation(
  main: (env: Env, args: string[]) => Promise<number>,
  /** The message for a failure: `expected` is an operator's problem, not a bug or a crash. */
  explain: (problem: string, args: string[], expected: boolean) => string,
): Promise<never> {
  nextEnv.loadEnvConfig(process.cwd())
  // Imported once the .env files are loaded, as in scripts/prepare.ts.
  const { EnvError, getEnv } = await import('@/config/env')
  // A bare `--` (as in `tsx scripts/restore.ts -- file`) only separates arguments.
  const args = process.argv.slice(2).filter((arg) => arg !== '--')
  try {
    process.exit(await main(getEnv(), args))
  } catch (error) {
    if (error instanceof EnvError) console.error(error.message)
    else if (error instanceof BackupError) console.error(explain(error.message, args, true))
    else console.error(explain(error instanceof Error ? (error.stack ?? error.message) : String(error), args, false))
    process.exit(1)
  }
}
