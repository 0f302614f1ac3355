import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Env } from '@/config/env'
import { sqliteFile } from '@/operations/backup/sqlite'
import { createDatabaseCheck } from '@/operations/database-check'

export type Rehearsal = {
  /** What the environment becomes for the run: nothing of the target is created or changed. */
  env: Record<string, string>
  /** Whether the target database is ready to be read as it is (it exists and is migrated). */
  readsTarget: boolean
  /** Said before the run when it rehearses elsewhere. */
  notice: string | null
  /** Removes the temporary folder, if one was made. */
  cleanUp: () => void
}

/**
 * I3, J5: `--dry-run` writes nothing, not even a new database. A target database that is there
 * and migrated is read as it is (never migrated); one that is missing (or not migrated yet) is
 * rehearsed on an empty SQLite database in a temporary folder, removed afterwards: a real run
 * into it would create everything, which is what the rehearsal then says. The secret Payload
 * would otherwise keep in the data folder is made up for the run (a rehearsal signs nothing).
 */
export async function prepareRehearsal(env: Env): Promise<Rehearsal> {
  const secret: Record<string, string> = env.PAYLOAD_SECRET ? {} : { PAYLOAD_SECRET: randomBytes(32).toString('hex') }
  const present = env.databaseDialect === 'postgres' || fs.existsSync(sqliteFile(env.DATABASE_URL))
  let ready = false
  if (present) {
    const database = createDatabaseCheck(env)
    try {
      ready = (await database.check()).ready
    } finally {
      await database.close()
    }
  }
  const dataDirThere = fs.existsSync(env.DATA_DIR)
  if (ready && dataDirThere) return { env: secret, readsTarget: true, notice: null, cleanUp: () => {} }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-import-rehearsal-'))
  const elsewhere: Record<string, string> = {
    ...secret,
    DATA_DIR: folder,
    MEDIA_DIR: path.join(folder, 'media'),
    ...(ready ? {} : { DATABASE_URL: `file:${path.join(folder, 'site.db')}` }),
  }
  return {
    env: elsewhere,
    readsTarget: ready,
    notice: ready ? null : '目标数据库还不存在（或尚未迁移）：预演在一个临时的空数据库上进行，结束后删除，不创建目标数据库',
    cleanUp: () => fs.rmSync(folder, { recursive: true, force: true }),
  }
}
