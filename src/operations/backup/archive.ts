/**
 * Backup archives: tar (./tar.ts) through gzip, written and read as streams so media of any size
 * pass through without being held in memory. Every file's SHA-256 is taken from the very bytes
 * that go into or come out of the archive.
 */
import { createHash } from 'node:crypto'
import { once } from 'node:events'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'

import { BackupError } from './errors'
import { BLOCK_SIZE, END_OF_ARCHIVE, fileHeader, paddingAfter, parseHeader, parsePaxRecords } from './tar'

const MAX_NAME_RECORD = 1 << 20

export type ArchivedFile = { path: string; size: number; sha256: string }

export class ArchiveWriter {
  private readonly gzip = createGzip()
  private readonly written: Promise<void>

  constructor(readonly file: string) {
    this.written = pipeline(this.gzip, fs.createWriteStream(file, { flags: 'wx' }))
    // Awaited in finish(); a failure before that also ends the drain wait in write().
    this.written.catch(() => undefined)
  }

  private async write(chunk: Buffer): Promise<void> {
    if (!this.gzip.write(chunk)) await Promise.race([once(this.gzip, 'drain'), this.written])
  }

  /** Adds a file from disk under `name`; it must not shrink while it is read. */
  async addFile(name: string, source: string): Promise<ArchivedFile> {
    const { size, mtime } = await fsp.stat(source)
    await this.write(fileHeader(name, size, mtime))
    const hash = createHash('sha256')
    let read = 0
    if (size > 0) {
      // Reads no more than the size the header announced, should the file grow meanwhile.
      for await (const chunk of fs.createReadStream(source, { end: size - 1 }) as AsyncIterable<Buffer>) {
        hash.update(chunk)
        read += chunk.length
        await this.write(chunk)
      }
    }
    if (read !== size) throw new BackupError(`${source} shrank while it was being archived; run the backup again`)
    await this.write(Buffer.alloc(paddingAfter(size)))
    return { path: name, size, sha256: hash.digest('hex') }
  }

  async addText(name: string, text: string): Promise<void> {
    const data = Buffer.from(text)
    await this.write(Buffer.concat([fileHeader(name, data.length, new Date()), data, Buffer.alloc(paddingAfter(data.length))]))
  }

  async finish(): Promise<void> {
    await this.write(END_OF_ARCHIVE)
    this.gzip.end()
    await this.written
  }

  /** Stops writing and deletes the unfinished file. */
  async discard(): Promise<void> {
    this.gzip.destroy()
    await this.written.catch(() => undefined)
    await fsp.rm(this.file, { force: true })
  }
}

/** Hands out the decompressed bytes in the amounts the tar reader asks for. */
class ByteReader {
  private pending: Buffer = Buffer.alloc(0)

  constructor(private readonly source: AsyncIterator<Buffer>) {}

  /** Up to `max` bytes, at least one; null at the end of the data. */
  async readSome(max: number): Promise<Buffer | null> {
    if (this.pending.length === 0) {
      const next = await this.source.next()
      if (next.done) return null
      this.pending = next.value
    }
    const chunk = this.pending.subarray(0, max)
    this.pending = this.pending.subarray(chunk.length)
    return chunk
  }

  async readExactly(length: number): Promise<Buffer> {
    const parts: Buffer[] = []
    let missing = length
    while (missing > 0) {
      const chunk = await this.readSome(missing)
      if (!chunk) throw new BackupError('it ends in the middle of a file: the archive is truncated')
      parts.push(chunk)
      missing -= chunk.length
    }
    return Buffer.concat(parts)
  }
}

const isSafeName = (name: string): boolean =>
  !name.includes('\0') && name.split('/').every((part) => part !== '' && part !== '.' && part !== '..')

/** Names the likely cause of a zlib failure. */
function gzipProblem(error: unknown): BackupError {
  const message = error instanceof Error ? error.message : String(error)
  if (/incorrect header check/.test(message))
    return new BackupError('it is not a gzip file, so not an archive made by npm run backup', { cause: error })
  if (/unexpected end of file/.test(message))
    return new BackupError('its compressed data ends early: the archive is truncated', { cause: error })
  return new BackupError(`its compressed data is corrupt (zlib: ${message}): the archive is damaged`, { cause: error })
}

/**
 * Extracts every file of an archive to the path `destination` gives for its name (which may
 * refuse a name by throwing), reading to the very end so gzip's own checksum is checked too.
 */
export async function extractArchive(archive: string, destination: (name: string) => string): Promise<ArchivedFile[]> {
  const gunzip = createGunzip()
  const decompressed = pipeline(fs.createReadStream(archive), gunzip)
  decompressed.catch(() => undefined)
  const reader = new ByteReader(gunzip[Symbol.asyncIterator]())
  const files: ArchivedFile[] = []
  const names = new Set<string>()
  try {
    let longName: string | undefined
    let paxSize: number | undefined
    for (;;) {
      const header = parseHeader(await reader.readExactly(BLOCK_SIZE))
      if (header.kind === 'end') break
      if (header.kind === 'directory') {
        longName = paxSize = undefined
        continue
      }
      const size = header.kind === 'file' ? (paxSize ?? header.size) : header.size
      if (!Number.isSafeInteger(size) || size < 0) throw new BackupError('a pax header gives an impossible size: the archive is damaged')
      if (header.kind === 'pax' || header.kind === 'gnu-long-name') {
        // Held in memory: a name record is a few hundred bytes, never megabytes.
        if (size > MAX_NAME_RECORD) throw new BackupError(`it has a tar name record of ${size} bytes: the archive is damaged`)
        const data = await reader.readExactly(size)
        await reader.readExactly(paddingAfter(size))
        if (header.kind === 'pax') ({ path: longName, size: paxSize } = parsePaxRecords(data))
        else longName = data.subarray(0, data.indexOf(0) === -1 ? data.length : data.indexOf(0)).toString('utf8')
        continue
      }
      const name = longName ?? header.name
      longName = paxSize = undefined
      if (!isSafeName(name)) throw new BackupError(`it holds an entry with an unsafe path (${JSON.stringify(name)})`)
      if (names.has(name)) throw new BackupError(`it holds ${name} twice`)
      names.add(name)
      files.push({ path: name, size, sha256: await extractFile(reader, size, destination(name)) })
      await reader.readExactly(paddingAfter(size))
    }
    while ((await reader.readSome(1 << 16)) !== null) {
      // The zero padding after the end: read only so that gzip checks its CRC at the end.
    }
    await decompressed
  } catch (error) {
    gunzip.destroy()
    if (error instanceof BackupError) throw error
    const code = (error as NodeJS.ErrnoException).code
    throw typeof code === 'string' && code.startsWith('Z_') ? gzipProblem(error) : error
  }
  return files
}

async function extractFile(reader: ByteReader, size: number, target: string): Promise<string> {
  await fsp.mkdir(path.dirname(target), { recursive: true })
  const hash = createHash('sha256')
  const handle = await fsp.open(target, 'wx')
  try {
    let missing = size
    while (missing > 0) {
      const chunk = await reader.readSome(Math.min(missing, 1 << 16))
      if (!chunk) throw new BackupError('it ends in the middle of a file: the archive is truncated')
      hash.update(chunk)
      await handle.write(chunk)
      missing -= chunk.length
    }
  } finally {
    await handle.close()
  }
  return hash.digest('hex')
}
