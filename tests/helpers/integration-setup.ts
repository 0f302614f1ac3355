import { inject } from 'vitest'

// Runs before each integration test file imports anything: point the app at the run's database.
Object.assign(process.env, inject('integrationEnv'))
