/**
 * `npm run backup`: one archive in $DATA_DIR/backups holding a consistent copy of the database,
 * the media folder and a manifest with every file's checksum.
 */
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'

import type { Env } from '@/config/env'

import { ArchiveWriter, type ArchivedFile } from './archive'
import { appVersion, createManifest, MANIFEST_NAME, type Manifest } from './manifest'
import { assertMediaDirHoldsOnlyMedia, listMediaFiles } from './media'
import { dumpPostgres } from './postgres'
import { snapshotSqlite, sqliteFile } from './sqlite'

export type BackupEnv = Pick<Env, 'DATABASE_URL' | 'DATA_DIR' | 'MEDIA_DIR' | 'databaseDialect'>

export type BackupResult = { archive: string; databaseBytes: number; mediaFiles: number; mediaBytes: number }

/** The archive's database file, by dialect. */
export const DATABASE_FILE = { sqlite: 'database/site.sqlite', postgres: 'database/postgres.dump' } as const

export const backupsDir = (env: BackupEnv) => path.resolve(env.DATA_DIR, 'backups')

/** The site's data that is not media, and must not lie inside MEDIA_DIR. */
export function dataBesideMedia(env: BackupEnv): Record<string, string> {
  const others: Record<string, string> = { 'the backups folder': backupsDir(env) }
  if (env.databaseDialect === 'sqlite') others['the SQLite database'] = sqliteFile(env.DATABASE_URL)
  return others
}

/** `backup-20261123T110500Z.tar.gz`, with `-2`, `-3`… when that second already has one. */
function archivePath(dir: string, now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')
  for (let attempt = 1; ; attempt++) {
    const candidate = path.join(dir, `backup-${stamp}${attempt > 1 ? `-${attempt}` : ''}.tar.gz`)
    if (!fs.existsSync(candidate) && !fs.existsSync(`${candidate}.partial`)) return candidate
  }
}

export async function createBackup(env: BackupEnv): Promise<BackupResult> {
  const mediaDir = path.resolve(env.MEDIA_DIR)
  assertMediaDirHoldsOnlyMedia(mediaDir, dataBesideMedia(env))
  await fsp.mkdir(backupsDir(env), { recursive: true })
  const createdAt = new Date()
  const archive = archivePath(backupsDir(env), createdAt)
  const workDir = await fsp.mkdtemp(path.join(backupsDir(env), '.backup-'))
  // Written under another name and renamed once complete: a backup cut short never looks finished.
  const writer = new ArchiveWriter(`${archive}.partial`)
  try {
    // The database first, then the media: every upload the snapshot refers to is on disk by then.
    const databaseCopy = path.join(workDir, path.basename(DATABASE_FILE[env.databaseDialect]))
    let database: Manifest['database'] = { file: DATABASE_FILE[env.databaseDialect] }
    if (env.databaseDialect === 'sqlite') await snapshotSqlite(env.DATABASE_URL, databaseCopy)
    else database = { ...database, ...(await dumpPostgres(env.DATABASE_URL, databaseCopy)) }

    const files: ArchivedFile[] = [await writer.addFile(database.file, databaseCopy)]
    for (const name of await listMediaFiles(mediaDir)) files.push(await writer.addFile(`media/${name}`, path.join(mediaDir, name)))

    const manifest = createManifest({
      dialect: env.databaseDialect,
      createdAt: createdAt.toISOString(),
      appVersion: appVersion(),
      database,
      files,
    })
    await writer.addText(MANIFEST_NAME, `${JSON.stringify(manifest, null, 2)}\n`)
    await writer.finish()
    await fsp.rename(`${archive}.partial`, archive)
    const media = files.slice(1)
    return {
      archive,
      databaseBytes: files[0]?.size ?? 0,
      mediaFiles: media.length,
      mediaBytes: media.reduce((total, file) => total + file.size, 0),
    }
  } catch (error) {
    await writer.discard()
    throw error
  } finally {
    await fsp.rm(workDir, { recursive: true, force: true })
  }
}
