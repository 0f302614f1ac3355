// Temporary: points the page tests at the smoke server until the demo seed exists.
import type { TestProject } from 'vitest/node'
export default function setup(project: TestProject) {
  project.provide('baseURL', process.env.SMOKE_URL ?? 'http://127.0.0.1:3917')
  project.provide('dataDir', '/tmp/pages-smoke')
  project.provide('fixtures', {} as never)
}
