import type { FileKindName } from './file-kinds'

/** The main stream of each legacy Office format, as its UTF-16 name in the CFB directory. */
const MAIN_STREAMS: ReadonlyArray<[FileKindName, Buffer]> = [
  ['doc', Buffer.from('WordDocument', 'utf16le')],
  ['xls', Buffer.from('Workbook', 'utf16le')],
  ['ppt', Buffer.from('PowerPoint Document', 'utf16le')],
]

/**
 * Which legacy Office file (Word 97–2003 .doc, Excel .xls, PowerPoint .ppt) an OLE2 compound
 * file is, by the main stream its directory names; null for other compound files (.msi,
 * Outlook .msg, …). A document with an embedded object names two streams: the one its file
 * name says wins, else the first in the order above.
 */
export function legacyOfficeKind(bytes: Buffer, extension: string): FileKindName | null {
  const found = MAIN_STREAMS.filter(([, name]) => bytes.includes(name)).map(([kind]) => kind)
  return found.find((kind) => kind === extension) ?? found[0] ?? null
}
