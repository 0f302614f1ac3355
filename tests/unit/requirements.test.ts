import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, test } from 'vitest'

import {
  citedIds,
  leadingIds,
  NO_TEST_NOTE,
  parseRows,
  renderRequirements,
  REQUIREMENTS_DOC,
  ROOT,
  testFiles,
  testNames,
} from '../../scripts/requirements'

const doc = fs.readFileSync(path.join(ROOT, REQUIREMENTS_DOC), 'utf8')
const rows = parseRows(doc)
const listed = new Set(rows.map((row) => row.id))

describe('H4 docs/requirements.md: the requirement ids, kept in step with the tree', () => {
  test('H4 the file is what `npm run requirements` writes (run it and commit the result)', () => {
    expect(renderRequirements(doc)).toBe(doc)
  })

  test('H4 every id a test names, in tests/ or beside the code, is in the file', () => {
    const unknown = testFiles().flatMap((file) =>
      testNames(fs.readFileSync(path.join(ROOT, file), 'utf8'))
        .flatMap((name) => [...leadingIds(name), ...citedIds(name)])
        .filter((id) => !listed.has(id))
        .map((id) => `${id} in ${file}`),
    )
    expect(unknown).toEqual([])
  })

  test('H4 each group numbers its ids from 1 without a gap or a repeat', () => {
    const byGroup = new Map<string, number[]>()
    for (const { id } of rows) byGroup.set(id[0] ?? '', [...(byGroup.get(id[0] ?? '') ?? []), Number(id.slice(1))])
    for (const [group, numbers] of byGroup) expect(numbers, group).toEqual(numbers.map((_, index) => index + 1))
  })

  test('H4 every test file listed exists and has a test whose name starts with that id', () => {
    const wrong = rows.flatMap(({ id, tests }) =>
      tests
        .filter((file) => {
          const full = path.join(ROOT, file)
          return !fs.existsSync(full) || !testNames(fs.readFileSync(full, 'utf8')).some((name) => leadingIds(name).includes(id))
        })
        .map((file) => `${id}: ${file}`),
    )
    expect(wrong).toEqual([])
  })

  test('H4 every folder listed exists', () => {
    const missing = rows.flatMap(({ id, where }) =>
      where.filter((folder) => !fs.existsSync(path.join(ROOT, folder))).map((folder) => `${id}: ${folder}`),
    )
    expect(missing).toEqual([])
  })

  test('H4 an id without a test says why ("(no test: …)"); one with tests carries no such note', () => {
    const unexplained = rows.filter((row) => row.tests.length === 0 && !NO_TEST_NOTE.test(row.what)).map((row) => row.id)
    const stale = rows.filter((row) => row.tests.length > 0 && NO_TEST_NOTE.test(row.what)).map((row) => row.id)
    expect({ unexplained, stale }).toEqual({ unexplained: [], stale: [] })
  })

  test('H4 a name starting with a range of ids proves each of them; S3 storage is not the home section', () => {
    expect(leadingIds('C1–C4 and S31: an instance')).toEqual(['C1', 'C2', 'C3', 'C4'])
    expect(leadingIds('G3 G5 every routed page')).toEqual(['G3', 'G5'])
    expect(citedIds('O7 media on S3 storage, S3-compatible, booth W3-101')).toEqual(['O7'])
    expect(citedIds('the page (S3, S4), S5 partners')).toEqual(['S3', 'S4', 'S5'])
  })
})
