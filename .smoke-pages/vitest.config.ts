import path from 'node:path'
import { defineConfig } from 'vitest/config'
const root = path.resolve(import.meta.dirname, '..')
export default defineConfig({
  root,
  resolve: { alias: { '@payload-config': path.join(root, 'src/payload.config.ts'), '@': path.join(root, 'src') } },
  test: { include: ['tests/e2e/pages*.test.ts'], globalSetup: [path.join(root, '.smoke-pages/setup.ts')], fileParallelism: false, testTimeout: 60_000, hookTimeout: 120_000 },
})
