#!/usr/bin/env node
// npm test: the production build beside the typecheck, ESLint and Prettier's check, then every
// vitest project in three lanes side by side (the end-to-end and operations suites wait on
// browsers, servers and kills much of their time), and a fourth step once one of them is done:
//   lane 1: integration on SQLite on Node 22, then unit on this Node, 22 and 24;
//   lane 2: end-to-end in headless Chromium, in two streams side by side (the files on the lane's
//           server with a few that start servers of their own, and the rest of those);
//   lane 3: integration on Postgres on Node 24;
//   then, as soon as the first of the three lanes ends: operations (several instances on
//           Postgres, nginx, drain, backup) in two streams side by side (the traffic files and
//           the data ones), beside the two lanes still running.
// Lane 3 is the shortest, so operations follows it: a fourth step from the start would slow the
// three (on two cores the steps side by side share the CPU), and operations after lane 1 ended
// the run with the two longest steps one after the other. Unit, short since its files share a
// module graph, goes after the longest lane's first step rather than before lane 3's
// (bench/RESULTS.md, "H6"). This machine's Node (20, the oldest package.json's engines allow)
// runs unit, the end-to-end and operations servers; the other versions
// (scripts/node-binary.mjs; TEST_OTHER_NODES=off runs all on this one) run unit and
// integration, once per dialect.
// Each step's output is printed whole when it ends. `node scripts/test.mjs e2e unit` runs only
// those steps. Ends with one "N passed, N failed" line.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { nodeBinary, OTHER_NODE_VERSIONS } from './node-binary.mjs'

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-test-'))
const totals = { passed: 0, failed: 0, skipped: 0 }
const failedSteps = []
/** What failed, by step: printed again last, where a log cut to its tail still shows it. */
const failures = []
const began = Date.now()
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`

const only = process.argv.slice(2)
const wanted = (name) => only.length === 0 || only.includes(name)

/** Runs a command with its output held, printed whole when it ends (the lanes run side by side). */
function step(name, command, args, env = {}) {
  const started = Date.now()
  const beganAt = seconds(began)
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => {
      console.log(`\n━━ ${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`}, ${seconds(started)} (began at ${beganAt}) ━━\n${output}`)
      if (code !== 0) {
        failedSteps.push(name)
        failures.push(`${name}:\n${whatFailed(output)}`)
      }
      resolve(code === 0)
    })
  })
}

/**
 * The part of a failed step's output that says why: vitest's own summary of failed suites (a
 * hook: their tests are then reported skipped), tests and unhandled errors; else its last lines.
 */
function whatFailed(output) {
  const lines = output.replace(/\x1b\[[0-9;]*m/g, '').split('\n')
  const first = lines.findIndex((line) => /^⎯+ (Failed|Unhandled)/.test(line))
  const last = lines.findLastIndex((line) => /^ +Test Files /.test(line))
  return (first >= 0 && last > first ? lines.slice(first, last) : lines.slice(-40)).join('\n').trim()
}

/** Vitest projects on a Node binary (this one unless given), their counts added to the totals. */
async function vitest(name, projects, { env = {}, args = [], node = process.execPath } = {}) {
  const report = path.join(reportDir, `${name.replace(/\W+/g, '-')}.json`)
  // Vitest and every process it starts (npx tsx in the set-ups) run on that binary.
  const childEnv = { ...env, PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH}` }
  await step(
    name,
    node,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      ...[projects].flat().flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...args,
    ],
    childEnv,
  )
  if (!fs.existsSync(report)) return
  const { numPassedTests, numFailedTests, numPendingTests, numTodoTests } = JSON.parse(fs.readFileSync(report, 'utf8'))
  totals.passed += numPassedTests
  totals.failed += numFailedTests
  totals.skipped += numPendingTests + numTodoTests
}

const postgres = Boolean(process.env.TEST_DATABASE_URL)
/** The integration suite: most files in one module graph, those that set the environment first in their own (vitest.config.ts). */
const INTEGRATION = ['integration', 'integration-own-env']
/** The unit suite: most files in one module graph a worker, those that mock a module in their own (vitest.config.ts). */
const UNIT = ['unit', 'unit-own-graph']

/** The other Node versions the product supports, each with its binary (none with TEST_OTHER_NODES=off). */
function otherNodes() {
  if (process.env.TEST_OTHER_NODES === 'off') return []
  return OTHER_NODE_VERSIONS.flatMap((version) => {
    try {
      return [{ version, node: nodeBinary(version) }]
    } catch (error) {
      console.error(`Node ${version} is not available: ${error instanceof Error ? error.message : String(error)}`)
      failedSteps.push(`node ${version}`)
      return []
    }
  })
}

const thisNode = { version: process.versions.node, node: process.execPath }
const others = wanted('node-versions') || wanted('integration') ? otherNodes() : []
/** The integration suite's two runs: SQLite on the oldest other Node, Postgres on the newest. */
const integrationNodes = { sqlite: others.at(0) ?? thisNode, postgres: others.at(-1) ?? thisNode }

async function laneOne() {
  if (wanted('integration')) {
    const { version, node } = integrationNodes.sqlite
    await vitest(`integration (SQLite, Node ${version})`, INTEGRATION, { node, env: { TEST_DATABASE_URL: '' } })
  }
  if (wanted('unit')) await vitest('unit', UNIT)
  if (wanted('node-versions')) for (const { version, node } of others) await vitest(`unit (Node ${version})`, UNIT, { node })
}

/** Operations in two streams side by side (vitest.config.ts: the traffic files, and the data ones). */
async function operations() {
  if (!wanted('operations')) return
  // The Postgres cases fail without TEST_DATABASE_URL rather than skip themselves; leave them out then.
  const args = postgres ? [] : ['--testNamePattern', '^(?!.*Postgres)']
  const dialect = postgres ? '' : ' (SQLite)'
  await Promise.all([
    vitest(`operations${dialect}`, 'operations', { args }),
    vitest(`operations, data${dialect}`, 'operations-data', { args }),
  ])
  if (!postgres) console.log('\n(TEST_DATABASE_URL is not set: the Postgres cases of the operations suite are skipped.)')
}

async function laneTwo() {
  if (!wanted('e2e')) return
  // Two streams of files side by side: those on the lane's server, and those that start their own
  // (vitest.config.ts: a few of those in the first stream, to even the two); each stream one file
  // at a time, with its own Chromium.
  const env = { TEST_DATABASE_URL: '' }
  await Promise.all([vitest('e2e', 'e2e', { env }), vitest('e2e (own servers)', 'e2e-own-servers', { env })])
}

async function laneThree() {
  if (!wanted('integration')) return
  if (!postgres) return console.log('\n(TEST_DATABASE_URL is not set: the Postgres run of the integration suite is skipped.)')
  const { version, node } = integrationNodes.postgres
  await vitest(`integration (Postgres, Node ${version})`, INTEGRATION, { node })
}

async function checks() {
  if (wanted('typecheck')) await step('typecheck', 'npx', ['tsc', '--noEmit'])
  if (wanted('lint')) {
    await step('lint', 'npx', ['eslint', '.'])
    await step('format', 'npx', ['prettier', '--check', '.'])
  }
}

// Built once before the lanes, beside the checks (none of them reads .next): the end-to-end and
// operations servers run it, and no suite may find .next half-written by a build running beside it.
const build = wanted('e2e') || wanted('operations') ? step('build', 'npx', ['tsx', 'tests/helpers/build.ts']) : Promise.resolve()
await Promise.all([checks(), build])
// Built now: no suite builds again under the servers of another (tests/helpers/build.ts).
process.env.E2E_SKIP_BUILD = '1'
const lanes = [laneOne(), laneTwo(), laneThree()]
await Promise.race(lanes)
await Promise.all([...lanes, operations()])

fs.rmSync(reportDir, { recursive: true, force: true })
if (failures.length > 0) console.log(`\n━━ what failed ━━\n\n${failures.join('\n\n')}`)
if (failedSteps.length > 0) console.log(`\nFailed: ${failedSteps.join(', ')}`)
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''} in ${seconds(began)}`)
process.exit(failedSteps.length > 0 ? 1 : 0)
