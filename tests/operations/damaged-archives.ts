/** Ways an archive goes bad, each with the refusal restore must print for it. */
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'

import { tempDir } from './targets'

/** A small tar.gz of files that are no backup, made by GNU tar. */
function foreignArchive(): Buffer {
  const dir = tempDir('foreign')
  fs.mkdirSync(path.join(dir, 'notes'))
  fs.writeFileSync(path.join(dir, 'notes', 'readme.txt'), 'not a backup')
  return execFileSync('tar', ['-czf', '-', '-C', dir, 'notes'])
}

/** The archive with one byte of its database file changed, compressed again so gzip finds nothing wrong. */
function alteredDatabase(archive: Buffer): Buffer {
  const tar = gunzipSync(archive)
  const header = tar.indexOf('database/')
  if (header === -1 || header % 512 !== 0) throw new Error('the archive has no database entry at a tar block boundary')
  const offset = header + 512 + 100
  tar.writeUInt8(tar.readUInt8(offset) ^ 0xff, offset)
  return gzipSync(tar)
}

const flipMiddleByte = (archive: Buffer): Buffer => {
  const damaged = Buffer.from(archive)
  const middle = damaged.length >> 1
  damaged.writeUInt8(damaged.readUInt8(middle) ^ 0xff, middle)
  return damaged
}

/** [how it is damaged, damage(good archive) → bad archive, the refusal]. */
export const damagedArchives: [string, (archive: Buffer) => Buffer, RegExp][] = [
  // Where the byte lands decides which check catches it (gzip, a tar header, a checksum): all say so.
  ['with one corrupted byte', flipMiddleByte, /: the archive is damaged\.\n/],
  ['cut in half', (archive) => archive.subarray(0, archive.length >> 1), /its compressed data ends early: the archive is truncated/],
  ['of random bytes', (archive) => randomBytes(archive.length), /it is not a gzip file, so not an archive made by npm run backup/],
  ['made by tar from other files', () => foreignArchive(), /it holds notes\/readme\.txt, which a backup made by npm run backup never does/],
  [
    'whose database file was altered inside an intact gzip stream',
    alteredDatabase,
    /database\/[\w.]+ does not match its checksum: the archive is damaged/,
  ],
]
