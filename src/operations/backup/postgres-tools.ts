/**
 * The PostgreSQL client programs (pg_dump, pg_restore, psql): finding them, their versions, and
 * running them without the password on their command line (where `ps` would show it).
 */
import { spawn } from 'node:child_process'

import { BackupError } from './errors'

export type PostgresTool = 'pg_dump' | 'pg_restore' | 'psql'

/** The URL without its password, and the environment that passes the password instead. */
export function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  return { url: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env } }
}

/** Runs a tool to its end; a failure carries the end of what it printed on stderr. */
export function runTool(tool: PostgresTool, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)))
    child.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${tool} was not found on PATH: install the PostgreSQL client programs (Debian: apt-get install postgresql-client)`,
              { cause: error },
            )
          : error,
      )
    })
    child.once('close', (code) => {
      if (code === 0) resolve(stdout)
      else reject(new BackupError(`${tool} failed (exit code ${code ?? 'none'}):\n${stderr.trim()}`))
    })
  })
}

/** The major version of a client program, from `<tool> --version` ("pg_dump (PostgreSQL) 15.18 …"). */
export async function toolMajorVersion(tool: PostgresTool): Promise<number> {
  const output = await runTool(tool, ['--version'])
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(output)
  if (!match?.[1]) throw new BackupError(`cannot tell the version of ${tool} from "${output.trim()}"`)
  return Number(match[1])
}
