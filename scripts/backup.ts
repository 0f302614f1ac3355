/**
 * Writes one backup archive of the site's data and prints its path (the last line).
 *
 *   npm run backup
 *
 * The archive, $DATA_DIR/backups/backup-<UTC time>.tar.gz, holds a consistent copy of the
 * database (SQLite: VACUUM INTO; Postgres: pg_dump) taken while the site runs, the media folder
 * and a manifest with every file's SHA-256. Restore it with `npm run restore -- <archive>`.
 */
import { createBackup } from '@/operations/backup/create-backup'
import { runOperation } from '@/operations/backup/script'

const usage = 'Usage: npm run backup'
const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`

await runOperation(
  async (env, args) => {
    if (args.includes('--help') || args.includes('-h')) {
      console.log(usage)
      return 0
    }
    if (args.length > 0) {
      console.error(`Unknown argument: ${args.join(' ')}\n${usage}`)
      return 2
    }
    const started = Date.now()
    const result = await createBackup(env)
    const database = env.databaseDialect === 'sqlite' ? 'SQLite database' : 'Postgres database (pg_dump)'
    console.log(
      `Backed up the ${database} (${megabytes(result.databaseBytes)}) and ${result.mediaFiles} media files ` +
        `(${megabytes(result.mediaBytes)}) in ${((Date.now() - started) / 1000).toFixed(1)} s to:`,
    )
    console.log(result.archive)
    return 0
  },
  // createBackup() deletes its unfinished archive whatever went wrong.
  (problem, _args, expected) => `Backup failed: ${problem}${expected ? '.' : ''}\nNo archive was written.`,
)
