/**
 * The tar format of backup archives (POSIX ustar, with pax records for long or non-ASCII names
 * and sizes past 8 GiB), so `tar -xzf` opens them too. Only regular files are written:
 * directories are implied by the paths. Reading also accepts what GNU tar writes by default,
 * so an archive unpacked and packed again by an operator still restores.
 */
import { BackupError } from './errors'

export const BLOCK_SIZE = 512
/** Two zero blocks end an archive. */
export const END_OF_ARCHIVE = Buffer.alloc(2 * BLOCK_SIZE)

const MAX_OCTAL_SIZE = 0o77777777777
const PAX_NAME = 'PaxHeader'

export type TarHeader =
  | { kind: 'file'; name: string; size: number }
  | { kind: 'pax'; size: number }
  /** GNU tar's own record for a long name (its default format). */
  | { kind: 'gnu-long-name'; size: number }
  | { kind: 'directory' }
  | { kind: 'end' }

export const paddingAfter = (size: number): number => (BLOCK_SIZE - (size % BLOCK_SIZE)) % BLOCK_SIZE

function writeOctal(block: Buffer, offset: number, length: number, value: number): void {
  block.write(`${value.toString(8).padStart(length - 1, '0')}\0`, offset, length, 'ascii')
}

function headerBlock(name: string, size: number, typeflag: '0' | 'x', mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK_SIZE)
  block.write(name, 0, 100, 'utf8')
  writeOctal(block, 100, 8, 0o644)
  writeOctal(block, 108, 8, 0)
  writeOctal(block, 116, 8, 0)
  writeOctal(block, 124, 12, Math.min(size, MAX_OCTAL_SIZE))
  writeOctal(block, 136, 12, Math.floor(mtime.getTime() / 1000))
  block.write(typeflag, 156, 'ascii')
  block.write('ustar\0' + '00', 257, 'ascii')
  block.fill(' ', 148, 156)
  const sum = block.reduce((total, byte) => total + byte, 0)
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii')
  return block
}

/** One pax record, "<length> <key>=<value>\n", its length counting its own digits. */
function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`
  const bodyLength = Buffer.byteLength(body)
  let length = bodyLength + String(bodyLength).length
  if (String(length).length !== String(bodyLength).length) length = bodyLength + String(length).length
  return `${length}${body}`
}

/** The header blocks of one regular file: a pax header first when ustar cannot hold its name or size. */
export function fileHeader(name: string, size: number, mtime: Date): Buffer {
  const plainName = /^[\x20-\x7e]{1,100}$/.test(name)
  if (plainName && size <= MAX_OCTAL_SIZE) return headerBlock(name, size, '0', mtime)
  const records = Buffer.from(paxRecord('path', name) + (size > MAX_OCTAL_SIZE ? paxRecord('size', String(size)) : ''))
  return Buffer.concat([
    headerBlock(PAX_NAME, records.length, 'x', mtime),
    records,
    Buffer.alloc(paddingAfter(records.length)),
    headerBlock(name.replace(/[^\x20-\x7e]/g, '_').slice(-100), size, '0', mtime),
  ])
}

function readString(block: Buffer, offset: number, length: number): string {
  const field = block.subarray(offset, offset + length)
  const end = field.indexOf(0)
  return field.subarray(0, end === -1 ? length : end).toString('utf8')
}

function readOctal(block: Buffer, offset: number, length: number): number {
  const text = readString(block, offset, length).trim()
  if (!/^[0-7]+$/.test(text)) throw new BackupError('a tar header holds an unreadable number: the archive is damaged')
  return parseInt(text, 8)
}

/** Parses one 512-byte header block; anything but a regular file or a pax header is refused. */
export function parseHeader(block: Buffer): TarHeader {
  if (block.every((byte) => byte === 0)) return { kind: 'end' }
  const stored = readOctal(block, 148, 8)
  const sum = block.reduce((total, byte, index) => total + (index >= 148 && index < 156 ? 0x20 : byte), 0)
  if (stored !== sum) throw new BackupError('a tar header does not match its checksum: the archive is damaged')
  const size = readOctal(block, 124, 12)
  const typeflag = String.fromCharCode(block[156] ?? 0)
  if (typeflag === 'x') return { kind: 'pax', size }
  if (typeflag === 'L') return { kind: 'gnu-long-name', size }
  // Directories are implied by the paths; one repacked with `tar` may list them.
  if (typeflag === '5') return { kind: 'directory' }
  if (typeflag !== '0' && typeflag !== '\0') {
    throw new BackupError(`it holds a tar entry of type "${typeflag}" (not a file), which an archive made by npm run backup never does`)
  }
  const prefix = readString(block, 257, 6) === 'ustar' ? readString(block, 345, 155) : ''
  const name = readString(block, 0, 100)
  return { kind: 'file', name: prefix ? `${prefix}/${name}` : name, size }
}

/** The path and size a pax header gives the entry after it. */
export function parsePaxRecords(data: Buffer): { path?: string; size?: number } {
  const result: { path?: string; size?: number } = {}
  let offset = 0
  while (offset < data.length) {
    const space = data.indexOf(0x20, offset)
    const length = Number(data.subarray(offset, space).toString('ascii'))
    if (space === -1 || !Number.isInteger(length) || length <= 0 || offset + length > data.length) {
      throw new BackupError('a pax header is unreadable: the archive is damaged')
    }
    const record = data.subarray(space + 1, offset + length - 1).toString('utf8')
    const equals = record.indexOf('=')
    const key = record.slice(0, equals)
    const value = record.slice(equals + 1)
    if (key === 'path') result.path = value
    if (key === 'size') result.size = Number(value)
    offset += length
  }
  return result
}
