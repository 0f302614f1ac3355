import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { createTestDatabase, type TestDatabase } from '../helpers/test-database'

declare module 'vitest' {
  export interface ProvidedContext {
    integrationEnv: Record<string, string>
  }
}

export const TEST_ADMIN = { email: 'admin@test.example', password: 'Integration-test-password' }

/**
 * One throwaway database for the whole integration run, prepared exactly as `npm start` does
 * (scripts/prepare.ts: migrations, demo content, first admin). SQLite by default; a fresh
 * Postgres database when TEST_DATABASE_URL is set.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-int-'))
  const database: TestDatabase = await createTestDatabase(dataDir)
  const env: Record<string, string> = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://expo.test',
    SITE_ID: 'nuclear-expo',
    CORS_ORIGINS: 'https://partner.example',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    NODE_ENV: 'test',
  }
  execFileSync('npx', ['tsx', 'scripts/prepare.ts'], { env: { ...process.env, ...env }, stdio: 'inherit' })
  project.provide('integrationEnv', env)
  return async () => {
    await database.drop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
