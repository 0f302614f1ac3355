import type { SanitizedConfig } from 'payload'

/**
 * Payload's config, for scripts run by Node outside Next (prepare, seed, e2e fixtures).
 *
 * lexical's Node entry points finish loading with a top-level `await import()`. On Node 20,
 * when several modules of one import graph wait on lexical at once (as
 * `@payloadcms/richtext-lexical` and its `@lexical/*` packages do), that evaluation can
 * deadlock: the script exits with code 13 ("unsettled top-level await") before printing
 * anything, or hangs if something holds the event loop. Plain `node` hits it every time on a
 * bundled script, tsx now and then under load. Loading lexical on its own first avoids it.
 */
export async function loadPayloadConfig(): Promise<SanitizedConfig> {
  await import('lexical')
  const { default: config } = await import('@payload-config')
  return config
}
