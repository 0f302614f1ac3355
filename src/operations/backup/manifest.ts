/**
 * The manifest, the last entry of every archive: what made it, and the size and SHA-256 of every
 * other file, so a restore can prove the archive whole before it touches anything.
 */
import fs from 'node:fs'

import { z } from 'zod'

import type { ArchivedFile } from './archive'
import { BackupError } from './errors'

export const MANIFEST_NAME = 'manifest.json'
const FORMAT = 'nuclear-expo-site backup'
const FORMAT_VERSION = 1

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.number().int(),
  dialect: z.enum(['sqlite', 'postgres']),
  createdAt: z.iso.datetime(),
  appVersion: z.string(),
  database: z.object({
    /** The database file's path in the archive. */
    file: z.string().regex(/^database\/[^/]+$/),
    /** Postgres: the major version of the pg_dump that wrote it (pg_restore must be as new). */
    pgDumpMajor: z.number().int().optional(),
    serverVersion: z.string().optional(),
  }),
  files: z.array(z.object({ path: z.string(), size: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
})

export type Manifest = z.infer<typeof manifestSchema>

export function createManifest(fields: Omit<Manifest, 'format' | 'formatVersion'>): Manifest {
  return { format: FORMAT, formatVersion: FORMAT_VERSION, ...fields }
}

/** The version in package.json, recorded so an operator can tell which release wrote an archive. */
export function appVersion(): string {
  const packageJson: unknown = JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'))
  return z.object({ version: z.string() }).parse(packageJson).version
}

export function parseManifest(text: string): Manifest {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new BackupError(`its ${MANIFEST_NAME} is not valid JSON`, { cause: error })
  }
  const format = z.object({ format: z.literal(FORMAT), formatVersion: z.number() }).safeParse(json)
  if (!format.success) throw new BackupError(`its ${MANIFEST_NAME} is not the manifest of a backup made by npm run backup`)
  if (format.data.formatVersion !== FORMAT_VERSION) {
    throw new BackupError(`it is in backup format ${format.data.formatVersion}; this version of the site reads format ${FORMAT_VERSION}`)
  }
  const manifest = manifestSchema.safeParse(json)
  if (!manifest.success) throw new BackupError(`its ${MANIFEST_NAME} is incomplete (${manifest.error.issues[0]?.path.join('.')})`)
  return manifest.data
}

/** Every file the manifest lists is in the archive with its size and checksum, and nothing else is. */
export function verifyFiles(manifest: Manifest, extracted: ArchivedFile[]): void {
  const found = new Map(extracted.map((file) => [file.path, file]))
  for (const listed of manifest.files) {
    const file = found.get(listed.path)
    if (!file) throw new BackupError(`${listed.path} is missing from it`)
    if (file.size !== listed.size || file.sha256 !== listed.sha256) {
      throw new BackupError(`${listed.path} does not match its checksum: the archive is damaged`)
    }
    found.delete(listed.path)
  }
  const extra = [...found.keys()].filter((name) => name !== MANIFEST_NAME)
  if (extra.length > 0) throw new BackupError(`it holds ${extra[0]}, which its manifest does not list`)
  if (!manifest.files.some((file) => file.path === manifest.database.file)) {
    throw new BackupError(`its manifest lists no database file (${manifest.database.file})`)
  }
}
