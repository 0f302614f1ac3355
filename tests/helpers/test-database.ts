import { execFileSync } from 'node:child_process'
import path from 'node:path'

export type TestDatabase = { url: string; dialect: 'sqlite' | 'postgres'; drop: () => Promise<void> }

const psql = (url: string, sql: string) => execFileSync('psql', [url, '-qtAc', sql], { stdio: 'pipe' })

/** A fresh database: a SQLite file in dataDir, or a new Postgres database when TEST_DATABASE_URL is set. */
export async function createTestDatabase(dataDir: string): Promise<TestDatabase> {
  const server = process.env.TEST_DATABASE_URL
  if (!server) return { url: `file:${path.join(dataDir, 'site.db')}`, dialect: 'sqlite', drop: async () => {} }
  const name = `expo_test_${process.pid}_${Date.now()}`
  psql(server, `create database ${name}`)
  const url = new URL(server)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    dialect: 'postgres',
    drop: async () => {
      psql(server, `drop database if exists ${name} with (force)`)
    },
  }
}
