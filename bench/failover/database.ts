/**
 * The one Postgres database every instance shares: a fresh database on the server given
 * (--database or TEST_DATABASE_URL), or on a throwaway cluster of its own.
 */
import { onCleanup } from '../cleanup'
import { freePort, tempDir } from '../util'
import { createDatabase, startCluster, stopCluster } from '../../tests/helpers/postgres'

/** A new, empty database; dropped by the cleanup (with its whole cluster when throwaway). */
export async function sharedDatabase(server: string | undefined, log: (line: string) => void): Promise<string> {
  let serverUrl = server
  if (!serverUrl) {
    const dataDir = tempDir('expo-failover-pg-')
    const port = await freePort()
    log(`starting a throwaway Postgres on 127.0.0.1:${port} (${dataDir})…`)
    // pg_ctl finds the postmaster's PID in the data folder: this stops that cluster and no other.
    onCleanup(() => stopCluster(dataDir))
    serverUrl = startCluster(dataDir, port)
  }
  const database = await createDatabase(serverUrl, 'expo_failover').catch((error: unknown) => {
    throw new Error(`could not create a database on ${serverUrl}`, { cause: error })
  })
  if (server) onCleanup(database.drop)
  return database.url
}
