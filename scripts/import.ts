/**
 * Imports a live site from the original content backend (or another instance of this product)
 * into this site's database: menus, columns, articles, pictures, exhibitors, downloads, settings,
 * every picture and file into the media library. Safe to run again: it updates what changed.
 *
 *   npm run import -- --from https://api.expo.example.cn --site-id <id> [--token …] [--config ids.json] [--dry-run] [--prune]
 *
 * Exit status: 0 everything imported, 1 something failed (the summary says what), 2 a bad command
 * line, 130 stopped by Ctrl-C (what was saved is complete; run it again to go on). docs/import.md.
 */
import nextEnv from '@next/env'

nextEnv.loadEnvConfig(process.cwd())
// J5: the progress and the summary are the run's output, in Chinese; the libraries' own lines
// (Payload's migrations, drizzle) are not for the organiser. Errors still show.
process.env.LOG_LEVEL = 'error'

// Imported once the .env files are loaded: the config reads the environment when it loads.
const { EnvError, getEnv, resetEnvCache } = await import('@/config/env')
const { parseCommandLine, UsageError, USAGE } = await import('@/import/options')

const args = process.argv.slice(2)
if (args.includes('--help') || args.includes('-h')) {
  console.log(USAGE)
  process.exit(0)
}

let commandLine
try {
  commandLine = parseCommandLine(args, getEnv(), process.env.IMPORT_SOURCE_PASSWORD)
} catch (error) {
  if (error instanceof EnvError) console.error(error.message)
  else if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`)
  else throw error
  process.exit(error instanceof UsageError ? 2 : 1)
}

// Ctrl-C once: the item being saved is finished and the run stops there. Twice: at once; on
// Postgres the item's transaction is rolled back, on SQLite (no transactions) the item may be
// saved without its 导入 entry.
const stop = new AbortController()
process.on('SIGINT', () => {
  if (stop.signal.aborted) process.exit(130)
  console.error('\n正在停止：当前这一项保存完即结束（再按一次 Ctrl-C 立即退出）…')
  stop.abort()
})

// A rehearsal neither creates nor migrates the target database (src/import/dry-run.ts).
const { prepareRehearsal } = await import('@/import/dry-run')
const rehearsal = commandLine.dryRun ? await prepareRehearsal(getEnv()) : null
if (rehearsal) {
  Object.assign(process.env, rehearsal.env)
  resetEnvCache()
}

// One after the other, the config (and lexical, alone) first: src/payload/load-config.ts.
const { loadPayloadConfig } = await import('@/payload/load-config')
const config = await loadPayloadConfig()
const { getPayload } = await import('payload')
const { importSite } = await import('@/import/run')
const { createProgress } = await import('@/import/progress')

const payload = await getPayload({ config })
let status = 1
try {
  if (!rehearsal?.readsTarget) await payload.db.migrate()
  const progress = createProgress(process.stderr)
  console.log(`${commandLine.dryRun ? '预演导入' : '导入'} ${commandLine.from}（siteId ${commandLine.siteId}）…`)
  if (rehearsal?.notice) console.log(rehearsal.notice)
  const report = await importSite(payload, { ...commandLine, retries: 3, progress, signal: stop.signal })
  progress.done()
  console.log(report.summary(commandLine))
  status = report.interrupted ? 130 : report.failures.length > 0 ? 1 : 0
} catch (error) {
  console.error(`导入失败：${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
  if (error instanceof Error && error.cause) console.error('原因：', error.cause)
} finally {
  await payload.destroy()
  rehearsal?.cleanUp()
}
process.exit(status)
