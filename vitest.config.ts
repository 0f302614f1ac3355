import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
  '@': path.resolve(import.meta.dirname, 'src'),
}

// Some unit cases spawn a process or build a 50 000-URL sitemap: seconds on a busy CI machine.
const unit = { include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'], environment: 'node', testTimeout: 20_000 }

/**
 * Unit files that need a module graph of their own: a module replaced by `vi.mock` stays replaced
 * for the files after it in a shared graph, and loading the Payload config sanitizes the
 * collections' objects in place, which the files reading a collection's own config then see.
 */
const UNIT_OWN_GRAPH = ['src/site/pages/shared/reads.test.ts']

const integration = {
  include: ['tests/integration/**/*.test.ts'],
  environment: 'node',
  globalSetup: ['tests/integration/global-setup.ts'],
  setupFiles: ['tests/helpers/integration-setup.ts'],
  fileParallelism: false,
  testTimeout: 60_000,
  hookTimeout: 180_000,
}

/** Integration files that point the environment elsewhere before Payload loads: each in a graph of its own. */
const OWN_ENVIRONMENT =
  'tests/integration/{baidu-push,content-api-token,exhibitor-portal,import,password-reset,registration-lifecycle,registration-reissue}.test.ts'

/**
 * End-to-end files that start servers of their own and use none of the lane's: a second stream of
 * files beside the first (`npm test` runs the two projects side by side), each file still alone in
 * its stream. A few of them run in the first stream instead, so that the two streams take about as
 * long (bench/RESULTS.md, "H6"); the lane's server waits idle meanwhile.
 */
const OWN_SERVERS = [
  'api-cache-headers',
  'bad-requests',
  'checkin',
  'exhibitor-portal',
  'image-warmup',
  'import-links',
  'journey-exhibitor',
  'journey-gate',
  'journey-leads',
  'journey-staff',
  'journey-visitor',
  'rate-limits',
  'registration',
  'remote',
  'remote-secret',
  'warm-up',
  'wechat',
  'xss',
]
const IN_THE_FIRST_STREAM = ['bad-requests', 'image-warmup', 'wechat']
const SECOND_STREAM = OWN_SERVERS.filter((name) => !IN_THE_FIRST_STREAM.includes(name)).map((name) => `tests/e2e/${name}.test.ts`)

const e2e = {
  environment: 'node',
  fileParallelism: false,
  // One module graph for a stream's files, as for integration: Playwright and the helpers load
  // once, not once a file in a fresh process. Each file starts and stops what it uses itself.
  isolate: false,
  testTimeout: 60_000,
  hookTimeout: 600_000,
}

/** Several real processes per test (instances, Postgres, nginx): one file at a time in a stream. */
const operations = {
  environment: 'node',
  fileParallelism: false,
  testTimeout: 180_000,
  hookTimeout: 600_000,
  globalSetup: ['tests/operations/global-setup.ts'],
}

/**
 * The operations files about data (backups, durability, storage, migrations, instances sharing a
 * database): a second stream beside the traffic ones (attacks, nginx, failover), as `npm test`
 * runs them once the machine's cores are free; each stream one file at a time. Each file makes
 * its own data folders, databases (names with the process id) and ports.
 */
const OPERATIONS_DATA = ['backup', 'data-folder', 'database-loss', 'durability', 'instances', 'migrations', 's3-storage'].map(
  (name) => `tests/operations/${name}.test.ts`,
)

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          ...unit,
          name: 'unit',
          exclude: UNIT_OWN_GRAPH,
          // One module graph per worker: lexical, zod and Payload's packages load once, not once a
          // file (most of the project's time was those imports, and it runs on three Nodes).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: { ...unit, name: 'unit-own-graph', include: UNIT_OWN_GRAPH },
      },
      {
        resolve: { alias },
        test: {
          ...integration,
          name: 'integration',
          exclude: [OWN_ENVIRONMENT],
          // One module graph for the files: Payload and its config load once, not once a file
          // (about 5 s each, 40 files, on every run of the suite).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: { ...integration, name: 'integration-own-env', include: [OWN_ENVIRONMENT] },
      },
      {
        resolve: { alias },
        test: {
          ...e2e,
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: SECOND_STREAM,
          globalSetup: ['tests/e2e/global-setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: { ...e2e, name: 'e2e-own-servers', include: SECOND_STREAM, globalSetup: ['tests/e2e/global-setup-own-servers.ts'] },
      },
      {
        resolve: { alias },
        test: { ...operations, name: 'operations', include: ['tests/operations/**/*.test.ts'], exclude: OPERATIONS_DATA },
      },
      {
        resolve: { alias },
        test: { ...operations, name: 'operations-data', include: OPERATIONS_DATA },
      },
    ],
  },
})
