#!/usr/bin/env node
// Compiles server.ts (and the few modules it imports: env, the serving path, the response cache)
// into an ES module next to Next's build: production runs plain
// `node .next/production-server.mjs`, with no TypeScript loader thread nor esbuild service
// processes (much less RSS). Packages stay
// imports, resolved from node_modules. Takes milliseconds; `npm run build` runs it after Next's.
// Each file is written beside its place and renamed over it: a server starting, or a copy of .next
// taken, while this runs finds the old file or the new one, never none or half of one.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { build } from 'esbuild'

const { outputFiles } = await build({
  absWorkingDir: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
  entryPoints: [{ in: 'server.ts', out: 'production-server' }],
  outdir: '.next',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  write: false,
})
for (const file of outputFiles) {
  const draft = `${file.path}.${process.pid}.tmp`
  fs.writeFileSync(draft, file.contents)
  fs.renameSync(draft, file.path)
}
