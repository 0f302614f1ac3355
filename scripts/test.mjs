#!/usr/bin/env node
// npm test: the typecheck, then every vitest project: unit, integration on SQLite (and again on
// Postgres when TEST_DATABASE_URL is set), end-to-end in headless Chromium, operations (several
// instances on Postgres, drain, backup). Ends with one
// "N passed, N failed" line.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-test-'))
const totals = { passed: 0, failed: 0, skipped: 0 }
const failedSteps = []

function step(name, command, args, env = {}) {
  console.log(`\n━━ ${name} ━━`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) failedSteps.push(name)
  return result.status === 0
}

function vitest(name, project, env = {}, args = []) {
  const report = path.join(reportDir, `${name.replace(/\W+/g, '-')}.json`)
  step(name, 'npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args], env)
  if (!fs.existsSync(report)) return
  const { numPassedTests, numFailedTests, numPendingTests, numTodoTests } = JSON.parse(fs.readFileSync(report, 'utf8'))
  totals.passed += numPassedTests
  totals.failed += numFailedTests
  totals.skipped += numPendingTests + numTodoTests
}

const only = process.argv.slice(2)
const wanted = (name) => only.length === 0 || only.includes(name)

if (wanted('typecheck')) step('typecheck', 'npx', ['tsc', '--noEmit'])
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

fs.rmSync(reportDir, { recursive: true, force: true })
if (failedSteps.length > 0) console.log(`\nFailed: ${failedSteps.join(', ')}`)
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`)
process.exit(failedSteps.length > 0 ? 1 : 0)
