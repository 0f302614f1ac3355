type Builds = { queue: Promise<unknown>; running: Map<string, Promise<unknown>> }

const holderKey = Symbol.for('nuclear-expo.sitemap-builds')
// On globalThis: Next bundles each route apart, each with its own copy of this module.
const holder = globalThis as typeof globalThis & { [holderKey]?: Builds }

/**
 * Z2: builds run one after another in this process, never side by side, and a request for a build
 * already under way (the same key) waits for it instead of starting another.
 */
export function oneAtATime<T>(key: string, build: () => Promise<T>): Promise<T> {
  const builds = (holder[holderKey] ??= { queue: Promise.resolve(), running: new Map() })
  const running = builds.running.get(key)
  if (running) return running as Promise<T>
  const run = builds.queue.then(build, build).finally(() => builds.running.delete(key))
  builds.queue = run.catch(() => undefined)
  builds.running.set(key, run)
  return run
}
