/**
 * Runs once when the server starts (Next's instrumentation hook): the background job runner
 * (O3: scheduled publishing, trash purge) starts inside the server, on SQLite and on Postgres,
 * and the banners' and covers' sizes are encoded ahead of visitors (unless IMAGE_WARMUP=off).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ getEnv }, { getPayloadClient }, { startJobRunner }, { startImageWarmup }] = await Promise.all([
    import('@/config/env'),
    import('@/content-model/payload'),
    import('@/jobs/runner'),
    import('@/site/lib/image-warmup'),
  ])
  // Not awaited: the server answers while Payload finishes starting.
  void getPayloadClient()
    .then((payload) => {
      startJobRunner(payload, getEnv())
      if (getEnv().IMAGE_WARMUP !== 'on') return
      startImageWarmup({
        done: (variants, ms) => payload.logger.info({ event: 'image-warmup', variants, ms }, `banners and covers encoded: ${variants} variants`),
        failed: (error) => payload.logger.warn({ err: error, event: 'image-warmup' }, 'the banners and covers could not be encoded ahead of visitors'),
      })
    })
    .catch((error: unknown) => console.error('the job runner could not start', error))
}
