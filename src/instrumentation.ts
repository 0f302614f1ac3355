/**
 * Runs once when the server starts (Next's instrumentation hook): the background job runner
 * (O3: scheduled publishing, trash purge) starts inside the server, on SQLite and on Postgres,
 * and the search index (G6) is built, so that the first visitor to search does not wait for it.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ getEnv }, { getPayloadClient }, { startJobRunner }, { siteSearch }, { SEARCH_LOCALES }] = await Promise.all([
    import('@/config/env'),
    import('@/content-model/payload'),
    import('@/jobs/runner'),
    import('@/search/site-search'),
    import('@/search/locales'),
  ])
  // Not awaited: the server answers while Payload finishes starting.
  const payload = getPayloadClient()
  void payload.then((ready) => startJobRunner(ready, getEnv())).catch((error: unknown) => console.error('the job runner could not start', error))
  if (getEnv().CONTENT_SOURCE === 'local') {
    void payload
      .then(() => Promise.all(SEARCH_LOCALES.map((locale) => siteSearch().warm(locale))))
      .catch((error: unknown) => console.error('search: the index could not be built at start; the first search builds it', error))
  }
}
