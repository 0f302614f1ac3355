import config from '@payload-config'
import type { Field, SanitizedCollectionConfig } from 'payload'
import { describe, expect, it } from 'vitest'

/**
 * H3: the writes that go past Payload's operations (`payload.db.*`) skip every hook of their
 * collection. Each collection's hooks are listed here with why that write may skip them; a hook
 * added to one of these collections fails its test, by name, until someone decides whether the
 * direct write must run it (then it goes through the Local API) or may skip it (then it is listed).
 */
const DIRECT_WRITES: { collection: string; write: string; skips: Record<string, string> }[] = [
  {
    collection: 'used-captchas',
    write: 'src/registration/captcha/challenge.ts: spendCaptcha inserts the spent answer',
    skips: {
      'beforeOperation:refuseMalformedQueries': 'guards the queries of an operation: an insert has none',
      'afterChange:afterChange': 'the audit log records what a signed-in person changes: a visitor spends a captcha',
    },
  },
  {
    collection: 'scans',
    write: 'src/checkin/admit.ts: admitBadge inserts the scan',
    skips: {
      'beforeOperation:refuseMalformedQueries': 'guards the queries of an operation: an insert has none',
      'afterChange:afterChange':
        'the audit log records editors’ changes: the scan row is the door’s own record (gate, device, staff, time)',
    },
  },
  {
    collection: 'registrations',
    write: 'src/checkin/admit.ts: admitBadge sets checkedInAt on the first admission',
    skips: {
      'beforeOperation:refuseMalformedQueries': 'guards the queries of an operation: the update names its id',
      'beforeChange:newSecretWhenRevoked': 'runs when a badge is revoked: an admission changes no status',
      'beforeChange:holdBoothStaffQuota': 'would count the exhibitor’s quota again and refuse an admission once it was lowered',
      'afterChange:promoteWhenPlaceFreed': 'runs when a place is freed (a status change): an admission frees none',
      'afterChange:afterChange': 'the audit log records editors’ changes: the scan row records the admission',
    },
  },
  {
    collection: 'users',
    write: 'src/accounts/password-reset.ts: currentResetToken stores a new reset token, as Payload’s forgot-password operation does',
    skips: {
      'beforeOperation:refuseMalformedQueries': 'guards the queries of an operation: the update names its id',
      'beforeOperation:enforcePasswordRule': 'checks a new password: the token sets none',
      'beforeOperation:guardSignIn': 'runs on sign-in only',
      'afterChange:afterChange': 'the audit log records a person’s edits: a reset request is anonymous and edits nothing of the account',
      'afterOperation:liftLocksOnReset': 'runs on the reset itself (the new password), not on its request',
      'email.beforeChange:(anonymous)': 'Payload’s own hook of the email field: the token leaves the email as it is',
    },
  },
  {
    collection: 'leads',
    write: 'src/leads/scan.ts: recordLeadScan inserts the lead and updates its visits, times and staff',
    skips: {
      'beforeOperation:refuseMalformedQueries': 'guards the queries of an operation: an insert has none, the update names its id',
      'afterChange:afterChange':
        'the audit log records what a person edits: a scan is the booth staff’s, recorded in lead-scans (account, device, time)',
      'answers.id.beforeChange:(anonymous)': 'Payload’s own hook giving an array row its id: a scan writes no answers',
    },
  },
  {
    collection: 'lead-scans',
    write: 'src/leads/scan.ts: recordLeadScan inserts the scan, its unique scan id deciding a replay',
    skips: {
      'beforeOperation:refuseMalformedQueries': 'guards the queries of an operation: an insert has none',
      'afterChange:afterChange': 'the audit log records what a person edits: the scan row is itself the record',
    },
  },
]

const COLLECTION_HOOKS = ['beforeOperation', 'beforeValidate', 'beforeChange', 'afterChange', 'afterOperation'] as const
const FIELD_HOOKS = ['beforeValidate', 'beforeChange', 'afterChange'] as const

/** Every hook of these kinds the Local API would run on the collection: `kind:function`, a field's as `field.kind:function`. */
function hooksOf(
  collection: SanitizedCollectionConfig,
  collectionKinds: readonly (keyof SanitizedCollectionConfig['hooks'])[],
  fieldKinds: readonly ('beforeValidate' | 'beforeChange' | 'afterChange' | 'afterRead')[],
): string[] {
  const named = (kind: string, hooks: readonly unknown[] | undefined, field = '') =>
    (hooks ?? []).map((hook) => `${field}${kind}:${typeof hook === 'function' && hook.name ? hook.name : '(anonymous)'}`)
  const ofFields = (fields: readonly Field[], prefix: string): string[] =>
    fields.flatMap((field) => {
      const name = 'name' in field && field.name ? `${prefix}${field.name}` : prefix.replace(/\.$/, '')
      const own = 'hooks' in field && field.hooks ? fieldKinds.flatMap((kind) => named(kind, field.hooks?.[kind], `${name}.`)) : []
      const nested =
        'fields' in field
          ? ofFields(field.fields, name ? `${name}.` : '')
          : 'tabs' in field
            ? field.tabs.flatMap((tab) => ofFields(tab.fields, prefix))
            : 'blocks' in field
              ? field.blocks.flatMap((block) => ofFields(block.fields, `${name}.`))
              : []
      return [...own, ...nested]
    })
  return [
    ...collectionKinds.flatMap((kind) => named(kind, collection.hooks[kind] as readonly unknown[] | undefined)),
    ...ofFields(collection.fields, ''),
  ]
}

/** What a create or update runs. */
const writeHooks = (collection: SanitizedCollectionConfig) => hooksOf(collection, COLLECTION_HOOKS, FIELD_HOOKS)

describe('H3 a direct write skips no hook silently', () => {
  for (const { collection: slug, write, skips } of DIRECT_WRITES) {
    it(`H3 ${slug}: every hook is one that ${write.split(':')[0]} may skip`, async () => {
      const collection = (await config).collections.find((candidate) => candidate.slug === slug)
      if (!collection) throw new Error(`no collection ${slug}`)
      const hooks = writeHooks(collection)
      const unlisted = hooks.filter((hook) => !Object.hasOwn(skips, hook))
      expect(unlisted, `${write} skips these hooks: run them (Local API) or list why not`).toEqual([])
      // The list stays the collection's: a hook gone is a line to drop.
      expect(Object.keys(skips).filter((hook) => !hooks.includes(hook))).toEqual([])
    })
  }
})

/**
 * Z2 Z4, H3: the reads that go past Payload's find (`payload.db.find` or SQL) skip its read hooks
 * and its access (each of them is made for a caller whose access is already decided). A read hook
 * added to one of these collections fails here, by name, until someone decides whether the read
 * must run it or may skip it.
 */
const DIRECT_READS: { collection: string; read: string; skips: Record<string, string> }[] = [
  {
    collection: 'registrations',
    read: 'src/registration/admin/export.ts: an export reads its columns a page at a time',
    skips: {
      'beforeOperation:refuseMalformedQueries': 'guards the queries people send: the export builds its own from checked filters',
      'consentedAt_tz.afterRead:(anonymous)': 'Payload’s own time-zone companion of a date: the export writes Beijing time itself',
      'checkedInAt_tz.afterRead:(anonymous)': 'Payload’s own time-zone companion of a date: the export writes Beijing time itself',
      'shareWithdrawnAt_tz.afterRead:(anonymous)': 'Payload’s own time-zone companion of a date: not exported',
      'anonymisedAt_tz.afterRead:(anonymous)': 'Payload’s own time-zone companion of a date: not exported',
    },
  },
  {
    collection: 'articles',
    read: 'src/content-source/queries/sitemap.ts: a sitemap file reads id, menu and date of published news',
    skips: {
      'beforeOperation:refuseMalformedQueries': 'guards the queries people send: the sitemap builds its own',
      'beforeOperation:restoresNeverUnpublish': 'runs on restoring a version only',
      'beforeOperation:guardPublishing': 'runs on saves only',
      'beforeOperation:publishedOnlyForVisitors':
        'keeps drafts from visitors: the sitemap reads published rows only, trashed ones left out',
      'beforeOperation:beforeOperation': 'E5 schedules a publication dated in the future: runs on saves only',
      'publishedAt_tz.afterRead:(anonymous)': 'Payload’s own time-zone companion of a date: the sitemap writes the date as stored',
    },
  },
  {
    collection: 'exhibitors',
    read: 'src/content-source/queries/sitemap.ts: a sitemap file reads id and date of published exhibitors',
    skips: {
      'beforeOperation:refuseMalformedQueries': 'guards the queries people send: the sitemap builds its own',
      'beforeOperation:restoresNeverUnpublish': 'runs on restoring a version only',
      'beforeOperation:guardPublishing': 'runs on saves only',
      'beforeOperation:publishedOnlyForVisitors':
        'keeps drafts from visitors: the sitemap reads published rows only, trashed ones left out',
    },
  },
]

const READ_HOOKS = ['beforeOperation', 'beforeRead', 'afterRead', 'afterOperation'] as const

/** What a find runs. */
const readHooks = (collection: SanitizedCollectionConfig) => hooksOf(collection, READ_HOOKS, ['afterRead'])

describe('H3 a direct read skips no hook silently', () => {
  for (const { collection: slug, read, skips } of DIRECT_READS) {
    it(`H3 ${slug}: every read hook is one that ${read.split(':')[0]} may skip`, async () => {
      const collection = (await config).collections.find((candidate) => candidate.slug === slug)
      if (!collection) throw new Error(`no collection ${slug}`)
      const hooks = readHooks(collection)
      const unlisted = hooks.filter((hook) => !Object.hasOwn(skips, hook))
      expect(unlisted, `${read} skips these hooks: run them (Local API) or list why not`).toEqual([])
      expect(Object.keys(skips).filter((hook) => !hooks.includes(hook))).toEqual([])
    })
  }
})
