import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { LOCALES } from '@/locales/languages'
import { islandText } from '@/site/lib/island-text'
import { siteText } from '@/site/lib/site-text'

const SRC = path.resolve(__dirname, '../../src')

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : []
  })
}

describe("first-load JS: the client islands carry their own few words, not every page's", () => {
  it('G5 every island word is the same word the pages use, in both editions', () => {
    for (const locale of LOCALES) {
      const island = islandText(locale) as Record<string, unknown>
      const page = siteText(locale) as Record<string, unknown>
      expect(Object.keys(island).length).toBeGreaterThan(10)
      for (const [key, value] of Object.entries(island)) expect(page[key], `${locale}.${key}`).toBe(value)
    }
    expect(islandText('en').menu).toBe('Menu')
    expect(islandText('zh').menu).toBe('菜单')
  })

  it("no 'use client' module imports site-text.ts or site-language.ts itself (every page's words in both editions would ship to the browser)", () => {
    const clientModules = sourceFiles(SRC).filter((file) => /^['"]use client['"]/m.test(fs.readFileSync(file, 'utf8')))
    expect(clientModules.length).toBeGreaterThan(5)
    const offenders = clientModules.filter((file) => /from ['"][^'"]*\/site-(text|language)['"]/.test(fs.readFileSync(file, 'utf8')))
    expect(offenders.map((file) => path.relative(SRC, file))).toEqual([])
  })
})
