import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const SRC = path.resolve(import.meta.dirname, '../../src')
const FOLDER = path.join(SRC, 'registration')

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : []
  })
}

/** The files of the folder a file imports (type-only imports too: they tie the modules just the same). */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8')
  return [...text.matchAll(/from '([^']+)'/g)].flatMap((match) => {
    const spec = match[1] ?? ''
    const target = spec.startsWith('@/')
      ? path.join(SRC, spec.slice(2))
      : spec.startsWith('.')
        ? path.resolve(path.dirname(file), spec)
        : null
    if (target === null || !target.startsWith(FOLDER)) return []
    const found = [`${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')].find((candidate) => fs.existsSync(candidate))
    return found ? [found] : []
  })
}

describe('H2 the registration folder', () => {
  it('H2 its modules import one another without a circle (the collection’s slug has a file of its own)', () => {
    const graph = new Map(sourceFiles(FOLDER).map((file) => [file, importsOf(file)]))
    const circles: string[] = []
    const state = new Map<string, 'open' | 'done'>()
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return
      if (state.get(file) === 'open') {
        circles.push([...trail.slice(trail.indexOf(file)), file].map((name) => path.relative(FOLDER, name)).join(' → '))
        return
      }
      state.set(file, 'open')
      for (const next of graph.get(file) ?? []) visit(next, [...trail, file])
      state.set(file, 'done')
    }
    for (const file of graph.keys()) visit(file, [])
    expect(circles).toEqual([])
  })
})
