/**
 * CSV as Excel and WPS open it on a Chinese desktop: UTF-8 with a byte-order mark, CRLF lines,
 * every field quoted. A field that begins like a formula (= + - @, tab, CR) is prefixed with an
 * apostrophe so that a spreadsheet shows it instead of evaluating it (CSV injection).
 */
export function toCsv(rows: readonly (readonly unknown[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`
}

function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return `"${text.replaceAll('"', '""')}"`
}
