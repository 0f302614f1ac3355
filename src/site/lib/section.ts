/**
 * S31: a section's data read that fails is logged and the section is left out, never shown as
 * an error. Returns null on failure so the caller renders nothing.
 */
export async function readSection<T>(section: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read()
  } catch (error) {
    console.error(`[site] section "${section}" left out: its content failed to load`, error)
    return null
  }
}
