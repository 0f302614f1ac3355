#!/usr/bin/env node
// npm start: install what is missing, migrate and seed, build when the build is missing or
// stale, then serve, starting the server again whenever it crashes (scripts/supervisor.mjs).
// Plain Node, so it runs on a fresh clone before anything is installed.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { SERVER_NODE_ARGS, serverProcessEnv } from '../deploy/server-process.mjs'
import { supervise } from './supervisor.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root)

function run(command, args, extraEnv = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...extraEnv } })
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`)
    process.exit(result.status || 1)
  }
}

const mtime = (file) => {
  try {
    return fs.statSync(file).mtimeMs
  } catch {
    return 0
  }
}

function newestMtime(entry) {
  const stats = fs.statSync(entry, { throwIfNoEntry: false })
  if (!stats) return 0
  if (!stats.isDirectory()) return stats.mtimeMs
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))))
}

// 1. Dependencies, when missing or older than the lock file. `npm install --no-save` installs
// the locked versions; `npm ci` would refuse this lock file, which lacks the optional binaries
// of other platforms (@next/swc-darwin-*, …) that the registry mirror here does not serve.
if (mtime('node_modules/.package-lock.json') < mtime('package-lock.json')) {
  console.log('› Installing dependencies (npm install)…')
  run('npm', ['install', '--no-save', '--no-audit', '--no-fund'])
}

// 2. Environment check, migrations, demo content on an empty database, first admin.
console.log('› Preparing the database…')
run('npx', ['tsx', 'scripts/prepare.ts'])

// 3. Build, when there is none or the sources changed since.
const buildInputs = ['src', 'public', 'next.config.ts', 'package-lock.json', 'tsconfig.json', 'server.ts']
if (mtime('.next/BUILD_ID') < Math.max(...buildInputs.map(newestMtime))) {
  console.log('› Building (next build)…')
  run('npx', ['next', 'build'], { NODE_ENV: 'production' })
}
// server.ts compiled to .next/production-server.mjs (milliseconds, so always), and the static
// files' .gz and .br for nginx (only the missing ones).
run('node', ['scripts/build-server.mjs'])
run('node', ['scripts/precompress-static.mjs'])

// 4. Serve, and serve again after a crash.
const { default: nextEnv } = await import('@next/env')
nextEnv.loadEnvConfig(root)
const host = process.env.HOST || '127.0.0.1'
const port = process.env.PORT || '3000'
const publicUrl = (process.env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '')
console.log(`\n  Site:  ${publicUrl}/home\n  Admin: ${publicUrl}/admin\n  API:   ${publicUrl}/api/Website/openapi.json\n`)
supervise({
  command: process.execPath,
  args: [...SERVER_NODE_ARGS, '.next/production-server.mjs'],
  env: { ...process.env, ...serverProcessEnv(), NODE_ENV: 'production', HOST: host, PORT: port },
})
