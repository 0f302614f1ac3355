/**
 * The media folder (MEDIA_DIR): uploaded images and files. Restore swaps whole top-level folders
 * by rename inside MEDIA_DIR itself, so it works when MEDIA_DIR is a mount point (a volume
 * shared by several instances) and can be undone until the database is restored too.
 */
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'

import { BackupError } from './errors'

/**
 * Top-level names starting with a dot are bookkeeping, not uploads: restore's staging and
 * replaced folders among them.
 */
const isBookkeeping = (name: string) => name.startsWith('.')

async function topLevelEntries(mediaDir: string): Promise<string[]> {
  if (!fs.existsSync(mediaDir)) return []
  return (await fsp.readdir(mediaDir)).filter((name) => !isBookkeeping(name)).sort()
}

/** Every regular file under MEDIA_DIR, as sorted paths relative to it with `/` separators. */
export async function listMediaFiles(mediaDir: string): Promise<string[]> {
  const files: string[] = []
  const walk = async (relative: string): Promise<void> => {
    const entries = await fsp.readdir(path.join(mediaDir, relative), { withFileTypes: true })
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const child = relative ? `${relative}/${entry.name}` : entry.name
      if (entry.isDirectory()) await walk(child)
      else if (entry.isFile()) files.push(child)
    }
  }
  for (const name of await topLevelEntries(mediaDir)) {
    const stat = await fsp.stat(path.join(mediaDir, name))
    if (stat.isDirectory()) await walk(name)
    else if (stat.isFile()) files.push(name)
  }
  return files
}

const isInside = (file: string, dir: string) => {
  const relative = path.relative(dir, file)
  return !path.isAbsolute(relative) && relative.split(path.sep)[0] !== '..'
}

/**
 * Refuses a MEDIA_DIR that holds what is not media (the SQLite file, the backups, the archive):
 * the backup would archive it and a restore would swap it away with the old media.
 */
export function assertMediaDirHoldsOnlyMedia(mediaDir: string, others: Record<string, string>): void {
  for (const [what, file] of Object.entries(others)) {
    if (isInside(path.resolve(file), mediaDir)) {
      throw new BackupError(`MEDIA_DIR (${mediaDir}) holds ${what} (${path.resolve(file)}); point MEDIA_DIR at a folder of uploads only`)
    }
  }
}

/** A folder inside MEDIA_DIR to extract the archive's media into (same file system as the swap). */
export async function createMediaStaging(mediaDir: string): Promise<string> {
  await fsp.mkdir(mediaDir, { recursive: true })
  return fsp.mkdtemp(path.join(mediaDir, '.restore-'))
}

export type MediaSwap = { commit(): Promise<void>; undo(): Promise<void> }

/** Puts the staged media in place; the old media wait in a folder until commit() or undo(). */
export async function swapMedia(mediaDir: string, staging: string): Promise<MediaSwap> {
  const replaced = await fsp.mkdtemp(path.join(mediaDir, '.replaced-'))
  const movedOut: string[] = []
  const movedIn: string[] = []
  const undo = async () => {
    try {
      for (const name of movedIn.splice(0)) await fsp.rename(path.join(mediaDir, name), path.join(staging, name))
      for (const name of movedOut.splice(0)) await fsp.rename(path.join(replaced, name), path.join(mediaDir, name))
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      throw new Error(`the previous media could not all be put back (${message}): what is missing from ${mediaDir} is in ${replaced}`, {
        cause: error,
      })
    }
    await fsp.rm(replaced, { recursive: true, force: true })
  }
  try {
    for (const name of await topLevelEntries(mediaDir)) {
      await fsp.rename(path.join(mediaDir, name), path.join(replaced, name))
      movedOut.push(name)
    }
    for (const name of await fsp.readdir(staging)) {
      await fsp.rename(path.join(staging, name), path.join(mediaDir, name))
      movedIn.push(name)
    }
  } catch (error) {
    await undo()
    throw error
  }
  return { commit: () => fsp.rm(replaced, { recursive: true, force: true }), undo }
}
