/**
 * The deployment docs/scale-out.md describes, on this one machine: a database on one Postgres
 * server, migrated and seeded, two instances of the production server on it, and nginx with the
 * guide's configuration in front. What the failover run and `bench:misses-instances` both start.
 */
import fs from 'node:fs'

import { NGINX } from '../nginx'
import { freePort, tempDir } from '../util'
import { prepareData } from '../../tests/e2e/server'
import { ensureBuild } from '../../tests/helpers/build'

import { sharedDatabase } from './database'
import { appInstance, type AppInstance, instanceEnv } from './instances'
import { type FailoverNginx, startFailoverNginx } from './nginx'

export type Deployment = { instances: readonly [AppInstance, AppInstance]; nginx: FailoverNginx }

export type DeploymentOptions = {
  /** The command asking, named when the build has to be made first. */
  purpose: string
  /** A Postgres server to create the database on; without it, a throwaway cluster. */
  databaseServer: string | undefined
  /** Set for both instances over the guide's environment (PAGE_CACHE=off…). */
  env?: Record<string, string>
}

export async function startDeployment(options: DeploymentOptions, log: (line: string) => void): Promise<Deployment> {
  if (!fs.existsSync(NGINX)) throw new Error(`nginx is not installed (${NGINX}): apt-get install nginx-light (or set NGINX_PATH)`)
  ensureBuild(options.purpose)
  const databaseURL = await sharedDatabase(options.databaseServer, log)
  const nginxPort = await freePort()
  const dataDir = tempDir('expo-deployment-data-')
  const env = { ...instanceEnv(databaseURL, `http://127.0.0.1:${nginxPort}`, dataDir), ...options.env }
  log(`migrating and seeding ${databaseURL.replace(/\/\/[^@/]*@/, '//')} (scripts/prepare.ts)…`)
  prepareData(dataDir, { DATABASE_URL: databaseURL, PAYLOAD_SECRET: env.PAYLOAD_SECRET ?? '', PUBLIC_URL: env.PUBLIC_URL ?? '' })

  const instances = [await appInstance('instance 1', env), await appInstance('instance 2', env)] as const
  log(`starting ${instances.map((instance) => `${instance.name} on ${instance.address}`).join(' and ')}…`)
  await Promise.all(instances.map((instance) => instance.start()))
  // The load comes from this machine's address: exempt from the per-address limits.
  const nginx = await startFailoverNginx(
    nginxPort,
    instances.map((instance) => instance.address),
    { unlimited: ['127.0.0.1'] },
  )
  return { instances, nginx }
}
