import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { shareBrowser } from '../helpers/browser'
import { ensureBuild } from '../helpers/build'
import { FIXTURES_MARKER, type Fixtures } from './fixture-data'
import { prepareData, runFixtures, shareDemoData, startServer } from './server'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    dataDir: string
    fixtures: Fixtures
  }
}

/**
 * Builds the app when the build is missing or older than src/ (E2E_SKIP_BUILD=1 skips it),
 * migrates and seeds a throwaway data folder, adds the e2e fixtures, then serves the built app
 * with the production server (server.ts) on a free port. Fixtures go in before the server starts: it caches reads.
 * One Chromium for the files to connect to (`launchBrowser`), one prepared demo for those that start their own server.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureBuild('e2e')
  const removeDemoData = shareDemoData()
  const closeBrowser = await shareBrowser()

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-e2e-'))
  console.log(`[e2e] seeding ${dataDir}…`)
  prepareData(dataDir)
  const printed = runFixtures(dataDir, ['main'])
  const line = printed.split('\n').find((text) => text.startsWith(FIXTURES_MARKER))
  if (!line) throw new Error(`tests/e2e/fixtures.ts printed no fixtures:\n${printed}`)
  const fixtures = JSON.parse(line.slice(FIXTURES_MARKER.length)) as Fixtures

  const server = await startServer(dataDir)
  console.log(`[e2e] serving ${server.baseURL} (pid ${server.pid})`)
  project.provide('baseURL', server.baseURL)
  project.provide('dataDir', dataDir)
  project.provide('fixtures', fixtures)

  return async () => {
    await closeBrowser()
    await server.stop()
    if (process.env.E2E_KEEP_SERVER_LOG === '1') console.log(server.output())
    fs.rmSync(dataDir, { recursive: true, force: true })
    removeDemoData()
  }
}
