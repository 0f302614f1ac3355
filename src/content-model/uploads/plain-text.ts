export type PlainText = { isText: false } | { isText: true; problem: string | null }

// Tab, line feed, form feed and carriage return are text; other control characters mean binary.
const CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/
/**
 * Markup a browser could render: `<` followed by a letter, `/`, `!` or `?` (`<html`, `</p`,
 * `<!--`, `<?xml`). A plain `<` (`温度<5℃`, `a < b`) stays allowed.
 */
const MARKUP = /<[a-z!?/]/i

const ENCODING_PROBLEM = '纯文本文件须为 UTF-8 或 GBK 编码'

/** A UTF-16 byte order mark; file-type takes `FF FE` for an MPEG audio frame. */
export const hasUtf16Mark = (bytes: Buffer): boolean => (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)

function decode(bytes: Buffer): string | null {
  for (const encoding of ['utf-8', 'gbk']) {
    try {
      return new TextDecoder(encoding, { fatal: true }).decode(bytes)
    } catch {
      // Not this encoding; try the next.
    }
  }
  return null
}

/**
 * X4: plain text (TXT, CSV) is valid UTF-8 or GBK without markup, so no browser or viewer
 * could take it for a web page. UTF-16 is refused: Excel and WPS read UTF-8 with a BOM.
 */
export function inspectPlainText(bytes: Buffer): PlainText {
  if (hasUtf16Mark(bytes)) return { isText: true, problem: ENCODING_PROBLEM }
  if (bytes.includes(0)) return { isText: false }
  const text = decode(bytes)
  if (text === null) return { isText: true, problem: ENCODING_PROBLEM }
  if (CONTROL.test(text)) return { isText: false }
  if (MARKUP.test(text)) return { isText: true, problem: '文本中含有 HTML 或 XML 标记（如 <html>、<script>），网页和脚本不能作为文件上传' }
  return { isText: true, problem: null }
}
