/** The part of `negotiator` (1.x) used here; its `preferred` option is newer than @types/negotiator. */
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> })
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined
  }
}
