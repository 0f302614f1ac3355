// npm run requirements: rewrites the Where and Tests columns of docs/requirements.md from the
// tree (the comments that cite each id, the tests whose names start with it); the What column is
// written by hand and kept. A "(no test: …)" note is dropped once the id has a test.
// tests/unit/requirements.test.ts fails when the file differs from what this writes.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = path.resolve(import.meta.dirname, '..')
export const REQUIREMENTS_DOC = 'docs/requirements.md'

/** A requirement id of the specification: a group letter and a number. */
const ID_SHAPE = /^[SPACEOXGRIKBWJHLZ]\d{1,2}$/
/** An id cited in prose: not part of a longer word, a booth number (W3-101) or the S3 storage. */
const CITED_ID =
  /(?<![\w#/.$-])([SPACEOXGRIKBWJHLZ]\d{1,2})(?![\w-]|\.\d| (?:bucket|storage|adapter|compatible|object|keys?|endpoint|region|client)\b)/g
/** A test's or a group's name as written: `test('…'`, `describe(\`…\``, `it.each(…)('…'`. */
const TEST_NAME = /\b(?:test|it|describe)(?:\.(?:skip|only|concurrent|sequential|each\([^)]*\)))*\(\s*(['"`])((?:\\.|(?!\1)[\s\S])*?)\1/g
/** Says why an id has no test; dropped once it has one. */
export const NO_TEST_NOTE = /\s*\(no test: [^)]*\)/

const SKIPPED_FOLDERS = new Set(['node_modules', 'migrations', '(payload)', '.next'])

function filesUnder(dir: string, wanted: (name: string) => boolean): string[] {
  const full = path.join(ROOT, dir)
  if (!fs.existsSync(full)) return []
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name)
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : filesUnder(relative, wanted)
    return wanted(entry.name) ? [relative] : []
  })
}

const isTestFile = (name: string) => /\.test\.tsx?$/.test(name)

/** The suites' files: tests/ and the unit tests kept beside their code in src/. */
export const testFiles = (): string[] => [...filesUnder('tests', isTestFile), ...filesUnder('src', isTestFile)].sort()

/** The names of the tests and groups a test file declares, as written (templates unexpanded). */
export function testNames(text: string): string[] {
  return [...text.matchAll(TEST_NAME)].map((match) => match[2] ?? '')
}

const ID_RANGE = /^([A-Z])(\d{1,2})[–-]\1?(\d{1,2})$/

/** The ids a test's name starts with (`G3 G5 every…` → G3, G5; `C1–C4 and…` → C1 to C4): the ones it proves. */
export function leadingIds(name: string): string[] {
  const ids: string[] = []
  for (const token of name.split(/[\s,×/+]+/).map((word) => word.replace(/[:;.]$/, ''))) {
    const range = ID_RANGE.exec(token)
    if (range) {
      const [, group = '', from = '', to = ''] = range
      for (let number = Number(from); number <= Number(to); number += 1) ids.push(`${group}${number}`)
    } else if (ID_SHAPE.test(token)) ids.push(token)
    else break
  }
  return ids
}

/**
 * S3 (the home section) shares its name with S3 storage: it counts as the id only beside another
 * id (`(S3, S4)`, `S2, S3`) or opening a comment (`* S3: the banner`).
 */
function isHomeSection(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 4), at)
  const after = text.slice(at + 2, at + 6)
  return /^(, [A-Z]\d|–)/.test(after) || /[A-Z]\d, $/.test(before) || (/(^|[*/] )$/.test(before) && after.startsWith(':'))
}

/** Every id cited in a text (a test's name, a comment), wherever it stands. */
export const citedIds = (text: string): string[] =>
  [...text.matchAll(CITED_ID)].flatMap((match) => {
    const id = match[1] ?? ''
    return id !== 'S3' || isHomeSection(text, match.index ?? 0) ? [id] : []
  })

/** For each id, the test files with a test or group whose name starts with it. */
export function testsById(): Map<string, string[]> {
  const byId = new Map<string, Set<string>>()
  for (const file of testFiles()) {
    for (const name of testNames(fs.readFileSync(path.join(ROOT, file), 'utf8'))) {
      for (const id of leadingIds(name)) byId.set(id, (byId.get(id) ?? new Set()).add(file))
    }
  }
  return new Map([...byId].map(([id, files]) => [id, [...files].sort()]))
}

/** The folder a source file counts for: src/<room>/ or src/<room>/<part>/, a top folder, or a file at the top. */
function folderOf(file: string): string {
  const parts = file.split('/')
  if (parts.length === 1) return file
  if (parts[0] !== 'src') return `${parts[0]}/`
  if (parts.length === 2) return file
  return `${parts.slice(0, Math.min(3, parts.length - 1)).join('/')}/`
}

const SOURCE = /\.(ts|tsx|mjs|css)$/

/** The code's own files (no tests): where comments cite ids. */
const sourceFiles = (): string[] =>
  [
    ...['src', 'scripts', 'deploy', 'bench'].flatMap((dir) => filesUnder(dir, (name) => SOURCE.test(name) && !isTestFile(name))),
    'server.ts',
    'next.config.ts',
  ].filter((file) => file !== 'src/payload-types.ts' && file !== 'scripts/requirements.ts')

/** For each id, how many comments of each folder cite it. */
function citationsById(): Map<string, Map<string, number>> {
  const byId = new Map<string, Map<string, number>>()
  for (const file of sourceFiles()) {
    const comments = fs.readFileSync(path.join(ROOT, file), 'utf8').match(/\/\/.*|\/\*[\s\S]*?\*\//g) ?? []
    const folder = folderOf(file)
    for (const id of comments.flatMap(citedIds)) {
      const folders = byId.get(id) ?? new Map<string, number>()
      folders.set(folder, (folders.get(folder) ?? 0) + 1)
      byId.set(id, folders)
    }
  }
  return byId
}

/** Where an id lives: the folders citing it most (a third of the most cited one's count or more), four at most. */
function mainFolders(folders: Map<string, number> | undefined): string[] {
  if (!folders) return []
  const ranked = [...folders].sort(([a, m], [b, n]) => n - m || a.localeCompare(b))
  const most = ranked[0]?.[1] ?? 0
  return ranked
    .filter(([, count]) => count * 3 >= most)
    .slice(0, 4)
    .map(([folder]) => folder)
}

export type Row = { id: string; what: string; where: string[]; tests: string[] }

/** The table rows of the document: `| id | what | where | tests |`. */
export function parseRows(doc: string): Row[] {
  return doc.split('\n').flatMap((line) => {
    const cells = line.split('|').map((cell) => cell.trim())
    if (cells.length !== 6 || !ID_SHAPE.test(cells[1] ?? '')) return []
    const list = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '')
    return [{ id: cells[1] ?? '', what: cells[2] ?? '', where: list(cells[3] ?? ''), tests: list(cells[4] ?? '') }]
  })
}

const cell = (items: string[]) => (items.length === 0 ? '—' : items.map((item) => `\`${item}\``).join(', '))

/** The document with its Where and Tests columns as the tree says now. */
export function renderRequirements(doc: string): string {
  const tests = testsById()
  const citations = citationsById()
  return doc
    .split('\n')
    .map((line) => {
      const [row] = parseRows(line)
      if (!row) return line
      const files = tests.get(row.id) ?? []
      const what = files.length > 0 ? row.what.replace(NO_TEST_NOTE, '') : row.what
      return `| ${row.id} | ${what} | ${cell(mainFolders(citations.get(row.id)))} | ${cell(files)} |`
    })
    .join('\n')
}

if (path.resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  const file = path.join(ROOT, REQUIREMENTS_DOC)
  const before = fs.readFileSync(file, 'utf8')
  const after = renderRequirements(before)
  fs.writeFileSync(file, after)
  const untested = parseRows(after).filter((row) => row.tests.length === 0 && !NO_TEST_NOTE.test(row.what))
  console.log(`${REQUIREMENTS_DOC}: ${before === after ? 'unchanged' : 'rewritten'}, ${parseRows(after).length} ids`)
  for (const row of untested) console.log(`${row.id} has no test and no "(no test: …)" note saying why`)
}
