/**
 * Brings back the data of a backup archive made by `npm run backup`.
 *
 *   npm run restore -- <archive>           into an empty database and media folder
 *   npm run restore -- <archive> --force   replacing the database and media there are
 *
 * The whole archive is checked first (manifest, every checksum, the SQL dialect of
 * DATABASE_URL); a damaged or foreign archive changes nothing. Restart the instances afterwards.
 */
import path from 'node:path'

import { restoreBackup } from '@/operations/backup/restore-backup'
import { runOperation } from '@/operations/backup/script'

const usage = 'Usage: npm run restore -- <archive> [--force]'

await runOperation(
  async (env, args) => {
    if (args.includes('--help') || args.includes('-h')) {
      console.log(usage)
      return 0
    }
    const archives = args.filter((arg) => arg !== '--force')
    const [archive] = archives
    if (archives.length !== 1 || archive === undefined || archive.startsWith('-')) {
      console.error(`${archives.length === 0 ? 'No archive given.' : `Unexpected arguments: ${archives.join(' ')}`}\n${usage}`)
      return 2
    }
    // npm runs scripts in the package folder; a relative path means one from where npm was run.
    const archivePath = path.resolve(process.env.INIT_CWD ?? process.cwd(), archive)
    const { manifest, mediaFiles } = await restoreBackup(archivePath, env, { force: args.includes('--force') })
    console.log(
      `Restored the backup of ${manifest.createdAt} (version ${manifest.appVersion}): the ${manifest.dialect} database and ${mediaFiles} media files.`,
    )
    console.log(
      'Restart every instance of the site now: running ones still hold pages and content from before the restore in their caches. ' +
        '(`npm start` also applies any migrations newer than the backup.)',
    )
    return 0
  },
  (problem, args, expected) => {
    const archive = args.find((arg) => arg !== '--force') ?? 'the archive'
    return expected ? `Cannot restore ${archive}: ${problem}.\nNothing was changed.` : `Restoring ${archive} failed: ${problem}`
  },
)
