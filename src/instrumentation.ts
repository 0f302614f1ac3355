/**
 * Runs once when the server starts (Next's instrumentation hook): the background job runner
 * (O3: scheduled publishing, trash purge) starts inside the server, on SQLite and on Postgres.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ getEnv }, { getPayloadClient }, { startJobRunner }] = await Promise.all([
    import('@/config/env'),
    import('@/content-model/payload'),
    import('@/jobs/runner'),
  ])
  // Not awaited: the server answers while Payload finishes starting.
  void getPayloadClient()
    .then((payload) => startJobRunner(payload, getEnv()))
    .catch((error: unknown) => console.error('the job runner could not start', error))
}
