import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')

/** Every unit file, as vitest.config.ts includes them, relative to the repository. */
function unitFiles(): string[] {
  const walk = (folder: string): string[] =>
    fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
      const relative = path.posix.join(folder, entry.name)
      if (entry.isDirectory()) return walk(relative)
      return entry.name.endsWith('.test.ts') ? [relative] : []
    })
  return [...walk('tests/unit'), ...walk('src')]
}

/** The files vitest.config.ts gives a module graph of their own (UNIT_OWN_GRAPH). */
function ownGraph(): string[] {
  const config = fs.readFileSync(path.join(ROOT, 'vitest.config.ts'), 'utf8')
  const list = /const UNIT_OWN_GRAPH = \[([^\]]*)\]/.exec(config)?.[1] ?? ''
  return [...list.matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '')
}

describe('H6 the unit files share one module graph a worker', () => {
  it('H6 a unit file that replaces a module (vi.mock) has a graph of its own: listed in UNIT_OWN_GRAPH, which names only files that are there', () => {
    const listed = ownGraph()
    // In a shared graph a mocked module stays mocked for the files after it.
    const mocking = unitFiles().filter((file) => /\bvi\.(mock|doMock)\(/.test(fs.readFileSync(path.join(ROOT, file), 'utf8')))
    expect(mocking.length).toBeGreaterThan(0)
    expect(mocking.filter((file) => !listed.includes(file))).toEqual([])
    expect(listed.filter((file) => !fs.existsSync(path.join(ROOT, file)))).toEqual([])
  })
})
