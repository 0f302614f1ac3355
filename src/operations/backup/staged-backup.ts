/**
 * The first half of a restore: the archive extracted beside the data it will replace and proven
 * whole (every checksum, the manifest, the dialect, the database readable) before anything
 * is touched. Whatever fails, the staging folders are removed and the data is as it was.
 */
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'

import { extractArchive } from './archive'
import { dataBesideMedia, type BackupEnv } from './create-backup'
import { BackupError } from './errors'
import { MANIFEST_NAME, parseManifest, verifyFiles, type Manifest } from './manifest'
import { assertMediaDirHoldsOnlyMedia, createMediaStaging } from './media'
import { preparePostgresRestore } from './postgres'
import { checkSqliteSnapshot } from './sqlite'

export type StagedBackup = {
  manifest: Manifest
  /** The database file from the archive. */
  database: string
  /** Postgres: the SQL that restores the dump. */
  restoreSql: string
  /** The archive's media, inside MEDIA_DIR. */
  media: string
  remove(): Promise<void>
}

/** Where each name of the archive's layout goes; any other name marks a foreign archive. */
function layout(databaseDir: string, mediaDir: string) {
  return (name: string): string => {
    if (name === MANIFEST_NAME) return path.join(databaseDir, MANIFEST_NAME)
    if (/^database\/[^/]+$/.test(name)) return path.join(databaseDir, name.slice('database/'.length))
    if (name.startsWith('media/')) return path.join(mediaDir, name.slice('media/'.length))
    throw new BackupError(`it holds ${name}, which a backup made by npm run backup never does`)
  }
}

export async function stageBackup(archive: string, env: BackupEnv): Promise<StagedBackup> {
  if (!fs.existsSync(archive) || !fs.statSync(archive).isFile()) throw new BackupError('it does not exist or is not a file')
  assertMediaDirHoldsOnlyMedia(path.resolve(env.MEDIA_DIR), { ...dataBesideMedia(env), 'the archive': archive })
  await fsp.mkdir(path.resolve(env.DATA_DIR), { recursive: true })
  const databaseDir = await fsp.mkdtemp(path.join(path.resolve(env.DATA_DIR), '.restore-'))
  const media = await createMediaStaging(path.resolve(env.MEDIA_DIR))
  const remove = async () => {
    await fsp.rm(databaseDir, { recursive: true, force: true })
    await fsp.rm(media, { recursive: true, force: true })
  }
  try {
    const files = await extractArchive(archive, layout(databaseDir, media))
    if (!files.some((file) => file.path === MANIFEST_NAME))
      throw new BackupError(`it has no ${MANIFEST_NAME}, so it is not an archive made by npm run backup`)
    const manifest = parseManifest(await fsp.readFile(path.join(databaseDir, MANIFEST_NAME), 'utf8'))
    verifyFiles(manifest, files)
    if (manifest.dialect !== env.databaseDialect) {
      throw new BackupError(`it holds a ${manifest.dialect} database, and DATABASE_URL names a ${env.databaseDialect} one`)
    }
    const database = path.join(databaseDir, manifest.database.file.slice('database/'.length))
    const restoreSql = path.join(databaseDir, 'restore.sql')
    if (manifest.dialect === 'sqlite') await checkSqliteSnapshot(database)
    else await preparePostgresRestore(database, restoreSql, manifest.database.pgDumpMajor)
    return { manifest, database, restoreSql, media, remove }
  } catch (error) {
    await remove()
    throw error
  }
}
