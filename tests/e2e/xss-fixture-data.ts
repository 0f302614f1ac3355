/** What tests/e2e/xss-fixtures.ts planted, as it prints it for tests/e2e/xss.test.ts (X7). */
export type XssFixtures = {
  /** Per collection slug: the fields that got vectors, the one-vector-per-record ids and the records holding every vector. */
  collections: Record<string, { fields: string[]; richText: boolean; perVector: number[]; allVectors: number[] }>
  /** The site settings' fields that got every vector. */
  settingsFields: string[]
  /** Fields whose vector the CMS refused with a validation message; the vector was then written past it. */
  refusals: { collection: string; field: string; message: string }[]
  /** Top-level menus holding the planted articles, exhibitors and files. */
  menus: { news: number; show: number; download: number }
  /** The records shown one at a time: the article (newest of the news menu) and the exhibitor holding every vector. */
  article: number
  exhibitor: number
}

export const XSS_FIXTURES_MARKER = 'E2E_XSS_FIXTURES '
