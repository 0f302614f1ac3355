import { BEIJING } from '@/locales/dates'

/**
 * Runs once when the server starts (Next's instrumentation hook): the background job runner
 * (O3: scheduled publishing, trash purge) starts inside the server, on SQLite and on Postgres;
 * the search index (G6) is built, so that the first visitor to search does not wait for it; and
 * the banners' and covers' sizes are encoded ahead of visitors (unless IMAGE_WARMUP=off).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  // E5: Payload's admin formats some dates on the server (a version's date in its breadcrumb and
  // restore dialog) in the process's time zone: Beijing time, unless the operator sets TZ.
  process.env.TZ ??= BEIJING
  const [{ getEnv }, { getPayloadClient }, { startJobRunner }, { siteSearch }, { SEARCH_LOCALES }, { startImageWarmup }] =
    await Promise.all([
      import('@/config/env'),
      import('@/payload/client'),
      import('@/jobs/runner'),
      import('@/search/site-search'),
      import('@/search/locales'),
      import('@/site/lib/image-warmup'),
    ])
  const env = getEnv()
  // Not awaited: the server answers while Payload finishes starting.
  const payload = getPayloadClient()
  void payload.then((ready) => startJobRunner(ready, env)).catch((error: unknown) => console.error('the job runner could not start', error))
  if (env.CONTENT_SOURCE === 'local') {
    void payload
      // One language after the other (Z5): two builds at once would halve the server's turns.
      .then(async () => {
        for (const locale of SEARCH_LOCALES) await siteSearch().warm(locale)
      })
      .catch((error: unknown) => console.error('search: the index could not be built at start; the first search builds it', error))
  }
  if (env.IMAGE_WARMUP === 'on') {
    void payload.then((ready) =>
      startImageWarmup({
        done: (variants, ms) =>
          ready.logger.info({ event: 'image-warmup', variants, ms }, `banners and covers encoded: ${variants} variants`),
        failed: (error) =>
          ready.logger.warn({ err: error, event: 'image-warmup' }, 'the banners and covers could not be encoded ahead of visitors'),
      }),
    )
  }
}
