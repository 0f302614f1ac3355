#!/usr/bin/env node
// npm test: the typecheck, ESLint and Prettier's check, then every vitest project: unit, integration on SQLite (and again on
// Postgres when TEST_DATABASE_URL is set), end-to-end in headless Chromium, operations (several
// instances on Postgres, drain, backup), then unit and integration (SQLite) again on the other
// Node versions the product supports (scripts/node-binary.mjs; `node-versions` step, skipped with
// TEST_OTHER_NODES=off). Ends with one "N passed, N failed" line.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { nodeBinary, OTHER_NODE_VERSIONS } from './node-binary.mjs'

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-test-'))
const totals = { passed: 0, failed: 0, skipped: 0 }
const failedSteps = []

const began = Date.now()
const elapsed = () => `${Math.round((Date.now() - began) / 1000)} s`

function step(name, command, args, env = {}) {
  console.log(`\n━━ ${name} (at ${elapsed()}) ━━`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) failedSteps.push(name)
  return result.status === 0
}

function vitest(name, project, env = {}, args = []) {
  const report = path.join(reportDir, `${name.replace(/\W+/g, '-')}.json`)
  step(
    name,
    'npx',
    ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
    env,
  )
  if (!fs.existsSync(report)) return
  const { numPassedTests, numFailedTests, numPendingTests, numTodoTests } = JSON.parse(fs.readFileSync(report, 'utf8'))
  totals.passed += numPassedTests
  totals.failed += numFailedTests
  totals.skipped += numPendingTests + numTodoTests
}

const only = process.argv.slice(2)
const wanted = (name) => only.length === 0 || only.includes(name)

if (wanted('typecheck')) step('typecheck', 'npx', ['tsc', '--noEmit'])
if (wanted('lint')) {
  step('lint', 'npx', ['eslint', '.'])
  step('format', 'npx', ['prettier', '--check', '.'])
}
if (wanted('unit')) vitest('unit', 'unit')
if (wanted('integration')) {
  vitest('integration (SQLite)', 'integration', { TEST_DATABASE_URL: '' })
  if (process.env.TEST_DATABASE_URL) vitest('integration (Postgres)', 'integration')
  else console.log('\n(TEST_DATABASE_URL is not set: the Postgres run of the integration suite is skipped.)')
}
if (wanted('e2e')) vitest('e2e', 'e2e', { TEST_DATABASE_URL: '' })
if (wanted('operations')) {
  // The Postgres cases fail without TEST_DATABASE_URL rather than skip themselves; leave them out here.
  if (process.env.TEST_DATABASE_URL) vitest('operations', 'operations')
  else {
    vitest('operations (SQLite)', 'operations', {}, ['--testNamePattern', '^(?!.*Postgres)'])
    console.log('\n(TEST_DATABASE_URL is not set: the Postgres cases of the operations suite are skipped.)')
  }
}

/** A vitest run on another Node binary, its output held until it ends (the runs go side by side). */
function vitestOn(node, name, project, env) {
  const report = path.join(reportDir, `${name.replace(/\W+/g, '-')}.json`)
  const args = [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]
  // Vitest and every process it starts (npx tsx in the set-ups) run on that binary.
  const childEnv = { ...process.env, ...env, PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH}` }
  return new Promise((resolve) => {
    const child = spawn(node, args, { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => {
      console.log(`\n━━ ${name} ━━\n${output}`)
      if (code !== 0) failedSteps.push(name)
      if (fs.existsSync(report)) {
        const { numPassedTests, numFailedTests, numPendingTests, numTodoTests } = JSON.parse(fs.readFileSync(report, 'utf8'))
        totals.passed += numPassedTests
        totals.failed += numFailedTests
        totals.skipped += numPendingTests + numTodoTests
      }
      resolve()
    })
  })
}

if (wanted('node-versions') && process.env.TEST_OTHER_NODES !== 'off') {
  // One version after the other, its unit and integration runs side by side (each has its own data folder).
  for (const version of OTHER_NODE_VERSIONS) {
    let node
    try {
      node = nodeBinary(version)
    } catch (error) {
      console.error(`Node ${version} is not available: ${error instanceof Error ? error.message : String(error)}`)
      failedSteps.push(`node ${version}`)
      continue
    }
    await Promise.all([
      vitestOn(node, `unit (Node ${version})`, 'unit', {}),
      vitestOn(node, `integration (SQLite, Node ${version})`, 'integration', { TEST_DATABASE_URL: '' }),
    ])
  }
}

fs.rmSync(reportDir, { recursive: true, force: true })
if (failedSteps.length > 0) console.log(`\nFailed: ${failedSteps.join(', ')}`)
console.log(`\n${totals.passed} passed, ${totals.failed} failed in ${elapsed()}${totals.skipped ? `, ${totals.skipped} skipped` : ''}`)
process.exit(failedSteps.length > 0 ? 1 : 0)
