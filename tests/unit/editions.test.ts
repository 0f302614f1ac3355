import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { BESIDE_THE_EDITIONS } from '../../next.config'

const APP = path.resolve(import.meta.dirname, '../../src/app')

/** The first path segments the app's routes take, outside the editions' tree: `(group)/segment`. */
function rootSegments(): string[] {
  return fs
    .readdirSync(APP, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^\(.+\)$/.test(entry.name))
    .flatMap((group) =>
      fs
        .readdirSync(path.join(APP, group.name), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name !== '[lang]')
        .map((entry) => entry.name),
    )
}

describe('G5 one route tree for both editions', () => {
  it('G5 every route beside the editions is named in next.config.ts, so /x is not served as /zh/x', () => {
    const unnamed = rootSegments().filter((segment) => !(BESIDE_THE_EDITIONS as readonly string[]).includes(segment))
    expect(unnamed).toEqual([])
  })

  it('G5 the editions’ tree holds no route of its own named like one beside it', () => {
    const editions = fs.readdirSync(path.join(APP, '(frontend)', '[lang]'))
    expect(editions.filter((segment) => (BESIDE_THE_EDITIONS as readonly string[]).includes(segment))).toEqual([])
  })
})
