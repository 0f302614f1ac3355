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

/** Every hook a create or update through the Local API would run on the collection: `kind:function`, a field's as `field.kind:function`. */
function writeHooks(collection: SanitizedCollectionConfig): string[] {
  const named = (kind: string, hooks: readonly unknown[] | undefined, field = '') =>
    (hooks ?? []).map((hook) => `${field}${kind}:${typeof hook === 'function' && hook.name ? hook.name : '(anonymous)'}`)
  const ofFields = (fields: readonly Field[], prefix: string): string[] =>
    fields.flatMap((field) => {
      const name = 'name' in field && field.name ? `${prefix}${field.name}` : prefix.replace(/\.$/, '')
      const own = 'hooks' in field && field.hooks ? FIELD_HOOKS.flatMap((kind) => named(kind, field.hooks?.[kind], `${name}.`)) : []
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
  return [...COLLECTION_HOOKS.flatMap((kind) => named(kind, collection.hooks[kind])), ...ofFields(collection.fields, '')]
}

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
