/**
 * CSV as Excel and WPS open it on a Chinese desktop: UTF-8 with a byte-order mark, CRLF lines,
 * every field quoted. A field that begins like a formula (= + - @, tab, CR) is prefixed with an
 * apostrophe so that a spreadsheet shows it instead of evaluating it (CSV injection).
 */
export function toCsv(rows: readonly (readonly unknown[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`
}

/** A field that begins like a formula (= + - @, tab, CR) with an apostrophe in front: shown, never evaluated (CSV and XLSX). */
export const defuseFormula = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text)

function cell(value: unknown): string {
  const text = defuseFormula(value === null || value === undefined ? '' : String(value))
  return `"${text.replaceAll('"', '""')}"`
}
