import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { ROOT } from '../e2e/server'

function newestMtime(entry: string): number {
  const stats = fs.statSync(entry, { throwIfNoEntry: false })
  if (!stats) return 0
  if (!stats.isDirectory()) return stats.mtimeMs
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))))
}

function buildIsCurrent(): boolean {
  const buildId = fs.statSync(path.join(ROOT, '.next/BUILD_ID'), { throwIfNoEntry: false })
  const sources = Math.max(newestMtime(path.join(ROOT, 'src')), newestMtime(path.join(ROOT, 'next.config.ts')))
  return buildId !== undefined && buildId.mtimeMs > sources
}

/**
 * Builds the app when the build is missing or older than src/ (E2E_SKIP_BUILD=1 skips it), then
 * compiles server.ts next to it (milliseconds), as production runs it.
 */
export function ensureBuild(suite: string): void {
  if (process.env.E2E_SKIP_BUILD !== '1' && !buildIsCurrent()) {
    console.log(`[${suite}] building the app (next build)…`)
    execFileSync('npx', ['next', 'build'], { cwd: ROOT, stdio: 'inherit' })
  }
  execFileSync('node', ['scripts/build-server.mjs'], { cwd: ROOT, stdio: 'inherit' })
}
