import { markDegraded } from '@/logging/request-context'

/**
 * S31: a section's data read that fails is logged and the section is left out, never shown as
 * an error. Returns null on failure so the caller renders nothing; the page is marked degraded
 * (never cached, status 503).
 */
export async function readSection<T>(section: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read()
  } catch (error) {
    console.error(`[site] section "${section}" left out: its content failed to load`, error)
    // Content that does not exist (a column the settings name but nobody made) is left out by
    // design; only a read that failed makes the page degraded.
    if ((error as { status?: unknown } | null)?.status !== 404) markDegraded()
    return null
  }
}
