import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, test } from 'vitest'

const SRC = path.resolve(import.meta.dirname, '../../src')

/**
 * The folders of src/, lowest first. A folder imports only from folders of a lower rank; the
 * ones of one rank do not import each other. The app's routes (src/app), payload.config.ts and
 * server.ts compose everything and stand above all; src/payload is their handle on the running
 * instance for the rooms that read through it.
 */
const LAYERS: readonly (readonly string[])[] = [
  // What any part may use: configuration, languages and dates, the log, outgoing HTTP, generated types.
  ['config', 'locales', 'logging', 'http-client'],
  // Infrastructure: locks, mail, backup and health, the response cache, the limits per client address, the security headers.
  ['locks', 'mail', 'operations', 'response-cache', 'limits', 'security'],
  // Accounts and roles, then the content model, then the audit log that watches it.
  ['accounts'],
  ['content-model'],
  ['audit-log'],
  // The product's rooms on top of the model.
  ['content-source', 'floor-plan', 'registration', 'search', 'seed'],
  // The public site: its shell (header, footers, breadcrumb) and the pages read from the content.
  ['site'],
  // Check-in and the exhibitors' centre (on registration; the portal's pages in the site's shell), and the scheduled tasks that run theirs.
  ['checkin', 'exhibitor-portal', 'jobs'],
  // Leads at the booths, on the door's scanner and the exhibitors' accounts.
  ['leads'],
  ['admin', 'content-api', 'import'],
  // The HTTP server stands above the rooms it serves.
  ['serving'],
]
/** Leaves any folder may import: generated types, and the handle on the running Payload (see above). */
const ANYWHERE = new Set(['payload-types', 'payload', 'migrations'])
const COMPOSITION = new Set(['app'])

const rank = new Map(LAYERS.flatMap((folders, index) => folders.map((folder) => [folder, index] as const)))

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : []
  })
}

/** Where each import of a file of ours leads (`@/x/…` or a relative path), with the line. */
function importTargets(file: string): { target: string; line: string }[] {
  const text = fs.readFileSync(file, 'utf8')
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].flatMap((match) => {
    const spec = match[1] ?? ''
    const target = spec.startsWith('@/')
      ? path.join(SRC, spec.slice(2))
      : spec.startsWith('.')
        ? path.resolve(path.dirname(file), spec)
        : null
    return target === null ? [] : [{ target, line: match[0] }]
  })
}

/** The first folder under `root` a path lies in ('' outside it). */
const topFolder = (root: string, target: string): string =>
  target.startsWith(root + path.sep) ? (path.relative(root, target).split(path.sep)[0] ?? '') : ''

/** The src/ folder each import of a file reaches, with the line. */
const importedFolders = (file: string): { folder: string; line: string }[] =>
  importTargets(file).flatMap(({ target, line }) => {
    const folder = topFolder(SRC, target)
    return folder ? [{ folder, line }] : []
  })

describe('the house: layers point down', () => {
  const folders = fs
    .readdirSync(SRC, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

  test('every folder of src/ has its place in the layers', () => {
    const placed = folders.filter((folder) => !rank.has(folder) && !ANYWHERE.has(folder) && !COMPOSITION.has(folder))
    expect(placed).toEqual([])
  })

  test('no folder imports from its own rank or above, nor the composition (payload.config, the app)', () => {
    const upward: string[] = []
    for (const folder of folders.filter((name) => rank.has(name) || ANYWHERE.has(name))) {
      const own = rank.get(folder) ?? -1
      for (const file of sourceFiles(path.join(SRC, folder))) {
        const text = fs.readFileSync(file, 'utf8')
        if (folder !== 'payload' && /from '@payload-config'|import\('@payload-config'\)/.test(text))
          upward.push(`${path.relative(SRC, file)} imports @payload-config`)
        for (const { folder: target, line } of importedFolders(file)) {
          if (target === folder || ANYWHERE.has(target)) continue
          const theirs = rank.get(target)
          if (theirs === undefined || theirs >= own) upward.push(`${path.relative(SRC, file)}: ${line}`)
        }
      }
    }
    expect(upward).toEqual([])
  })

  test('the operator’s commands (scripts/) and the product use nothing of the benchmarks or the tests; the benchmarks nothing of scripts/', () => {
    const ROOT = path.resolve(SRC, '..')
    const reaches = (dir: string, forbidden: string[]) =>
      // A test kept beside its code (src/**/x.test.ts) is a test.
      sourceFiles(path.join(ROOT, dir))
        .filter((file) => !file.endsWith('.test.ts'))
        .flatMap((file) =>
          importTargets(file)
            .map(({ target }) => topFolder(ROOT, target))
            .filter((top) => forbidden.includes(top))
            .map((top) => `${path.relative(ROOT, file)} → ${top}/`),
        )
    expect([
      ...reaches('scripts', ['bench', 'tests']),
      ...reaches('src', ['bench', 'tests', 'scripts']),
      ...reaches('bench', ['scripts']),
    ]).toEqual([])
  })
})
