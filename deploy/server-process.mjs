/**
 * How the production server process runs: `npm start` (scripts/start.mjs) and `npm run bench`
 * (bench/app.ts) start `.next/production-server.mjs` with these, so the benchmark measures what
 * an organiser runs.
 */

/** Without a limit V8 lets garbage grow far past the live heap before a full GC. */
export const SERVER_NODE_ARGS = ['--max-old-space-size=320']

/**
 * glibc gives every thread that allocates its own malloc arena (64 MB reservations on 64-bit).
 * Next's image optimizer encodes with sharp on libvips threads, and the arenas they leave behind
 * kept the server over its memory goal after the banners' sizes were made at start; two arenas
 * keep it under (figures in bench/RESULTS.md) for the same work. Ignored by other C libraries.
 * An operator's own MALLOC_ARENA_MAX wins.
 *
 * @param {Record<string, string | undefined>} env
 * @returns {Record<string, string>}
 */
export function serverProcessEnv(env = process.env) {
  return { MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || '2' }
}
