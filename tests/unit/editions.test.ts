import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { BESIDE_THE_EDITIONS } from '../../next.config'

const APP = path.resolve(import.meta.dirname, '../../src/app')

/** Next's files of a route group that are not routes of their own. */
const NOT_A_ROUTE = /^(layout|template|error|loading|not-found|global-error|default)\.(tsx|ts|jsx|js)$|\.css$/

/**
 * The first path segments the app's routes take outside the editions' tree: each route group's
 * folders and route files (`(group)/segment`, `(group)/favicon.ico`), and any folder of
 * src/app that is not a group.
 */
function rootSegments(): string[] {
  const entries = fs.readdirSync(APP, { withFileTypes: true })
  const groups = entries.filter((entry) => entry.isDirectory() && /^\(.+\)$/.test(entry.name))
  const beside = entries.filter((entry) => !groups.includes(entry) && !NOT_A_ROUTE.test(entry.name)).map((entry) => entry.name)
  return beside.concat(
    groups.flatMap((group) =>
      fs
        .readdirSync(path.join(APP, group.name))
        .filter((name) => name !== '[lang]' && !NOT_A_ROUTE.test(name))
        .map((name) => name.replace(/\.(tsx|ts|jsx|js)$/, '')),
    ),
  )
}

/** Every file of a name (route.ts, page.tsx) under a folder. */
function filesNamed(folder: string, fileName: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => path.basename(name) === fileName)
    .map((name) => path.join(folder, name))
}

const EDITIONS = path.join(APP, '(frontend)', '[lang]')

describe('G5 one route tree for both editions', () => {
  it('G5 every route beside the editions is named in next.config.ts, so /x is not served as /zh/x', () => {
    const unnamed = rootSegments().filter((segment) => !(BESIDE_THE_EDITIONS as readonly string[]).includes(segment))
    expect(unnamed).toEqual([])
  })

  it('G5 the editions’ tree holds no route of its own named like one beside it', () => {
    const editions = fs.readdirSync(path.join(APP, '(frontend)', '[lang]'))
    expect(editions.filter((segment) => (BESIDE_THE_EDITIONS as readonly string[]).includes(segment))).toEqual([])
  })

  it('G5 every route handler of the editions’ tree answers only under an edition’s segment (editionRoute: no layout guards a handler)', () => {
    const handlers = filesNamed(EDITIONS, 'route.ts')
    expect(handlers.length).toBeGreaterThan(5)
    const unguarded = handlers.filter((file) => !/export const (GET|POST) = editionRoute[<(]/.test(fs.readFileSync(file, 'utf8')))
    expect(unguarded.map((file) => path.relative(APP, file))).toEqual([])
    for (const file of handlers)
      expect(fs.readFileSync(file, 'utf8'), file).not.toMatch(/export (async )?function (GET|POST|PUT|PATCH|DELETE)/)
  })

  it('G5 every page of the editions’ tree is the site’s 404 unless under an edition’s segment (editionPage)', () => {
    const pages = filesNamed(EDITIONS, 'page.tsx')
    expect(pages.length).toBeGreaterThan(15)
    const unguarded = pages.filter((file) => !/^export default editionPage\(\w+\)$/m.test(fs.readFileSync(file, 'utf8')))
    expect(unguarded.map((file) => path.relative(APP, file))).toEqual([])
  })

  it('P5 no page of the editions’ tree or what it reads calls Next’s notFound() (an empty document without script): pageNotFound() instead', () => {
    const site = path.join(APP, '../site')
    const siteSources = fs
      .readdirSync(site, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
      .map((name) => path.join(site, name))
    const sources = [...filesNamed(EDITIONS, 'page.tsx'), ...siteSources]
    expect(sources.length).toBeGreaterThan(50)
    const callers = sources.filter((file) => /\bnotFound\(\)/.test(fs.readFileSync(file, 'utf8').replace(/\/\/.*|\/\*[\s\S]*?\*\//g, '')))
    // editionPage keeps Next's notFound() for a render outside the site's server (next dev).
    expect(callers.map((file) => path.relative(APP, file))).toEqual(['../site/lib/edition-route.ts'])
  })
})
