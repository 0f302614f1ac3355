/** What tests/e2e/fixtures.ts adds to the seeded site, as global-setup provides it to the tests. */
export type Fixtures = {
  /** Home card linking to an https:// page (S21). */
  httpCard: { id: number; title: string; link: string }
  /** Home card whose stored link is `javascript:…`, written past the CMS validation (S21). */
  scriptCard: { id: number; title: string }
  /** Home card without link, with a detail, whose cover file is gone from disk (S21, S31). */
  detailCard: { id: number; title: string }
  /** Footer column article whose detail carries script, handler and javascript: payloads (S32). */
  hostileFooterArticle: { id: number; title: string }
}

export const FIXTURES_MARKER = 'E2E_FIXTURES '

/** The ids the missing-columns instance points its settings at: no such columns exist (S31). */
export const MISSING_COLUMN_ID = 987_654
