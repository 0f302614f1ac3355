/**
 * Real files of every kind the upload checks (X4) meet, built in memory: pictures by sharp,
 * Office files as the ZIP and OLE2 containers Office writes, text in UTF-8 and GBK, and the
 * hostile ones (web pages under other names, polyglots, SVGs with script or references).
 */
import { crc32, gzipSync } from 'node:zlib'

import sharp from 'sharp'

import { pdf } from '@/seed/pdf'

export type TestFile = { name: string; data: Buffer; mimetype: string }

const picture = sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6' } })

export const png = () => picture.clone().png().toBuffer()
export const jpeg = () => picture.clone().jpeg().toBuffer()
export const webp = () => picture.clone().webp().toBuffer()
export const avif = () => picture.clone().avif().toBuffer()
export const gif = () => picture.clone().gif().toBuffer()
/** Wider than the smallest resized size (480 px), so Payload makes the sizes. */
export const photo = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#357' } })
    .jpeg()
    .toBuffer()
export const pdfFile = () => pdf('X4 test', [['第一页']])

/** A ZIP archive with stored (uncompressed) entries, as any zip tool can read. */
export function zip(entries: Record<string, string | Buffer>): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8')
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8')
    const crc = crc32(data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(0x0800, 6) // UTF-8 names
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(nameBytes.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(0x0800, 8)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(data.length, 24)
    central.writeUInt16LE(nameBytes.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, nameBytes, data)
    centrals.push(central, nameBytes)
    offset += local.length + nameBytes.length + data.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(Object.keys(entries).length, 8)
  end.writeUInt16LE(Object.keys(entries).length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

const OOXML_MAIN = {
  docx: ['word/document.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'],
  xlsx: ['xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'],
  pptx: ['ppt/presentation.xml', 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml'],
} as const

/** A Word, Excel or PowerPoint 2007+ file: a ZIP whose [Content_Types].xml names the main part. */
export function ooxml(kind: keyof typeof OOXML_MAIN): Buffer {
  const [part, type] = OOXML_MAIN[kind]
  return zip({
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${part}" ContentType="${type}"/></Types>`,
    [part]: '<?xml version="1.0" encoding="UTF-8"?><root/>',
  })
}

const SECTOR = 512
const END_OF_CHAIN = 0xfffffffe
const FREE = 0xffffffff
const NO_STREAM = 0xffffffff

function directoryEntry(name: string, type: number, child: number, start: number, size: number): Buffer {
  const entry = Buffer.alloc(128)
  if (name) {
    entry.write(`${name}\0`, 0, 'utf16le')
    entry.writeUInt16LE((name.length + 1) * 2, 0x40)
  }
  entry.writeUInt8(type, 0x42)
  entry.writeUInt8(1, 0x43) // black
  entry.writeUInt32LE(NO_STREAM, 0x44)
  entry.writeUInt32LE(NO_STREAM, 0x48)
  entry.writeUInt32LE(child, 0x4c)
  entry.writeUInt32LE(start, 0x74)
  entry.writeUInt32LE(size, 0x78)
  return entry
}

/**
 * A Word 97–2003, Excel or PowerPoint file as Office stores it: an OLE2 compound file (CFB v3)
 * whose one stream bears the format's main stream name (4 KB, so it lives in regular sectors).
 */
export function compoundFile(streamName: string): Buffer {
  const streamSectors = 8
  const header = Buffer.alloc(SECTOR)
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0)
  header.writeUInt16LE(0x3e, 0x18)
  header.writeUInt16LE(3, 0x1a)
  header.writeUInt16LE(0xfffe, 0x1c)
  header.writeUInt16LE(9, 0x1e) // 512-byte sectors
  header.writeUInt16LE(6, 0x20)
  header.writeUInt32LE(1, 0x2c) // one FAT sector
  header.writeUInt32LE(1, 0x30) // the directory in sector 1
  header.writeUInt32LE(4096, 0x38)
  header.writeUInt32LE(END_OF_CHAIN, 0x3c)
  header.writeUInt32LE(END_OF_CHAIN, 0x44)
  header.fill(0xff, 0x4c)
  header.writeUInt32LE(0, 0x4c) // the FAT in sector 0
  const fat = Buffer.alloc(SECTOR, 0xff)
  fat.writeUInt32LE(0xfffffffd, 0) // sector 0 holds the FAT
  fat.writeUInt32LE(END_OF_CHAIN, 4) // sector 1: the directory
  for (let sector = 2; sector < 2 + streamSectors; sector += 1) {
    fat.writeUInt32LE(sector === 1 + streamSectors ? END_OF_CHAIN : sector + 1, sector * 4)
  }
  const directory = Buffer.concat([
    directoryEntry('Root Entry', 5, 1, END_OF_CHAIN, 0),
    directoryEntry(streamName, 2, NO_STREAM, 2, streamSectors * SECTOR),
    directoryEntry('', 0, NO_STREAM, FREE, 0),
    directoryEntry('', 0, NO_STREAM, FREE, 0),
  ])
  return Buffer.concat([header, fat, directory, Buffer.alloc(streamSectors * SECTOR, 0x20)])
}

/** `展位申请表,联系人,电话` and one row, in GBK as Excel on a Chinese Windows saves a CSV. */
export const gbkCsv = Buffer.from(
  'd5b9cebbc9eac7ebb1ed2cc1aacfb5c8cb2cb5e7bbb00d0abbaabacbd6c7bfd82cd5c5ceb02c31333830303030303030300d0a',
  'hex',
)

export const htmlPage = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>')

const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10">'
export const svg = (body: string, open = SVG_OPEN): Buffer => Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${open}${body}</svg>`)
export const cleanSvg = () =>
  svg(
    '<defs><linearGradient id="g"><stop offset="0" stop-color="#0a6"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/><use xlink:href="#g"/>',
  )
export const svgz = (content: Buffer) => gzipSync(content)

/** A real picture with a web page right after its header bytes: both a PNG and an HTML page. */
export async function pngPolyglot(): Promise<Buffer> {
  const bytes = await png()
  // A tEXt chunk after IHDR (8-byte signature + 25-byte IHDR): readers skip it, sniffers see the page.
  const text = Buffer.from('Comment\0<html><script>alert(1)</script></html>', 'latin1')
  const chunk = Buffer.alloc(12 + text.length)
  chunk.writeUInt32BE(text.length, 0)
  chunk.write('tEXt', 4, 'latin1')
  text.copy(chunk, 8)
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + text.length)), 8 + text.length)
  return Buffer.concat([bytes.subarray(0, 33), chunk, bytes.subarray(33)])
}
