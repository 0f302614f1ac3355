/**
 * E9: what Lexical's table UI says in English, in Chinese: the cell menu ("Insert row below",
 * "Delete table"), the 表格 entries of the toolbar and slash menu, and the create-table drawer.
 * Exact texts and patterns, as the table feature writes them.
 */
const EXACT: Record<string, string> = {
  Table: '表格',
  'Create Table': '插入表格',
  Rows: '行数',
  Columns: '列数',
  'Merge cells': '合并单元格',
  'Unmerge cells': '取消合并单元格',
  'Toggle Row Striping': '切换隔行底色',
  'Toggle First Column Freeze': '切换冻结首列',
  'Delete column': '删除列',
  'Delete row': '删除行',
  'Delete table': '删除表格',
  'Add row header': '设为标题行',
  'Remove row header': '取消标题行',
  'Add column header': '设为标题列',
  'Remove column header': '取消标题列',
}

const PATTERNS: [RegExp, (match: RegExpExecArray) => string][] = [
  [/^Insert (?:row|(\d+) rows) (above|below)$/, (match) => `在${match[2] === 'above' ? '上方' : '下方'}插入 ${match[1] ?? 1} 行`],
  [/^Insert (?:column|(\d+) columns) (left|right)$/, (match) => `在${match[2] === 'left' ? '左侧' : '右侧'}插入 ${match[1] ?? 1} 列`],
]

/** The Chinese for one of the table UI's English texts, or null for anything else. */
export function tableWordInChinese(text: string): string | null {
  const exact = EXACT[text]
  if (exact) return exact
  for (const [pattern, say] of PATTERNS) {
    const match = pattern.exec(text)
    if (match) return say(match)
  }
  return null
}
