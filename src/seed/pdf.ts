/**
 * A minimal PDF 1.4 writer for the demo downloads: A4 text pages in the standard Helvetica fonts
 * (nothing embedded), a red rule under the title and a page footer. Text is ASCII: without an
 * embedded CJK font, Chinese cannot be shown, so the demo manuals are the English editions.
 *
 * A line starting with `# ` is a section heading; an empty string is a blank line.
 */

const PAGE_WIDTH = 595
const PAGE_HEIGHT = 842
const MARGIN = 56

function escape(line: string): string {
  return line.replace(/[\\()]/g, (char) => `\\${char}`).replace(/[^\x20-\x7e]/g, '?')
}

function pageContent(title: string, lines: readonly string[], pageNumber: number, pageCount: number): string {
  const ops: string[] = [
    // Title, and a theme-red rule under it.
    `BT /F2 18 Tf ${MARGIN} ${PAGE_HEIGHT - 70} Td (${escape(title)}) Tj ET`,
    `0.698 0.078 0.063 RG 2 w ${MARGIN} ${PAGE_HEIGHT - 82} m ${PAGE_WIDTH - MARGIN} ${PAGE_HEIGHT - 82} l S`,
  ]
  let y = PAGE_HEIGHT - 112
  for (const line of lines) {
    if (line.startsWith('# ')) {
      y -= 6
      ops.push(`BT /F2 12.5 Tf ${MARGIN} ${y} Td (${escape(line.slice(2))}) Tj ET`)
      y -= 20
    } else {
      if (line) ops.push(`BT /F1 10.5 Tf ${MARGIN} ${y} Td (${escape(line)}) Tj ET`)
      y -= 15
    }
  }
  ops.push(
    `0.6 G 0.5 w ${MARGIN} 52 m ${PAGE_WIDTH - MARGIN} 52 l S`,
    `BT /F1 8.5 Tf ${MARGIN} 38 Td (CNIE 2027 - The 10th China International Nuclear Industry Exhibition - www.cnie-expo.cn) Tj ET`,
    `BT /F1 8.5 Tf ${PAGE_WIDTH - MARGIN - 48} 38 Td (Page ${pageNumber} / ${pageCount}) Tj ET`,
  )
  return ops.join('\n')
}

/** A PDF of the given pages (each a list of lines) under one title. */
export function pdf(title: string, pages: readonly (readonly string[])[]): Buffer {
  const objects: string[] = []
  const pageIds = pages.map((_, index) => 5 + index * 2)
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>'
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'
  pages.forEach((lines, index) => {
    const pageId = 5 + index * 2
    const content = pageContent(title, lines, index + 1, pages.length)
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`
    objects[pageId + 1] = `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`
  })
  const info = objects.length
  objects[info] = `<< /Title (${escape(title)}) /Producer (CNIE demo seed) /CreationDate (D:20261130100000+08'00') >>`

  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = Buffer.byteLength(body, 'latin1')
    body += `${id} 0 obj\n${objects[id] ?? ''}\nendobj\n`
  }
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`
  for (let id = 1; id < objects.length; id += 1) body += `${String(offsets[id] ?? 0).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}
