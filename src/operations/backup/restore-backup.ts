/**
 * `npm run restore -- <archive> [--force]`: replaces the database and the media with an
 * archive's, only once the whole archive is proven good (./staged-backup.ts), and only with
 * --force when there is data to replace. The media swap is undone if the database restore fails.
 */
import path from 'node:path'

import type { BackupEnv } from './create-backup'
import { BackupError } from './errors'
import type { Manifest } from './manifest'
import { listMediaFiles, swapMedia } from './media'
import { postgresTableCount, restorePostgres } from './postgres'
import { restoreSqlite, sqliteTableCount } from './sqlite'
import { stageBackup } from './staged-backup'

export type RestoreResult = { manifest: Manifest; mediaFiles: number }

/** What the restore would replace, or nothing when the database and MEDIA_DIR are empty. */
async function existingData(env: BackupEnv): Promise<string | undefined> {
  const tables = env.databaseDialect === 'sqlite' ? await sqliteTableCount(env.DATABASE_URL) : await postgresTableCount(env.DATABASE_URL)
  const mediaFiles = (await listMediaFiles(path.resolve(env.MEDIA_DIR))).length
  const parts = [tables > 0 && `the database has ${tables} tables`, mediaFiles > 0 && `MEDIA_DIR has ${mediaFiles} files`].filter(Boolean)
  return parts.length > 0 ? parts.join(' and ') : undefined
}

export async function restoreBackup(archive: string, env: BackupEnv, options: { force: boolean }): Promise<RestoreResult> {
  const staged = await stageBackup(archive, env)
  try {
    const existing = await existingData(env)
    if (existing && !options.force) {
      throw new BackupError(`${existing}; restoring replaces all of it. Run again with --force to replace it`)
    }
    const swap = await swapMedia(path.resolve(env.MEDIA_DIR), staged.media)
    try {
      if (env.databaseDialect === 'sqlite') await restoreSqlite(env.DATABASE_URL, staged.database)
      else await restorePostgres(env.DATABASE_URL, staged.restoreSql)
    } catch (error) {
      try {
        await swap.undo()
      } catch (undoError) {
        const reason = error instanceof Error ? error.message : String(error)
        throw new Error(
          `The database restore failed (${reason}), and ${undoError instanceof Error ? undoError.message : String(undoError)}`,
          { cause: error },
        )
      }
      throw error
    }
    await swap.commit()
    return { manifest: staged.manifest, mediaFiles: staged.manifest.files.length - 1 }
  } finally {
    await staged.remove()
  }
}
