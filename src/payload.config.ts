import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { zh } from '@payloadcms/translations/languages/zh'
import { buildConfig, type CollectionConfig } from 'payload'
import sharp from 'sharp'

import { cancelScheduledPublish } from '@/admin/publish/cancel'
import { adminTranslations } from '@/admin/translations'
import { ADMIN_DATE_FORMAT, adminTimezones } from '@/locales/dates'
import { getEnv } from '@/config/env'
import { payloadSecret } from '@/config/secret'
import { AuditLog, withAuditLog, withGlobalAuditLog } from '@/audit-log'
import { CheckinDevices, CheckinSettings, Gates, Scans } from '@/checkin'
import { collections, globals } from '@/content-model'
import { localization } from '@/locales/languages'
import { fieldErrorsInAnswer } from '@/content-model/refusals'
import { withQueryGuard } from '@/content-model/query-guard'
import { richTextEditor } from '@/content-model/rich-text'
import { multipartLimits } from '@/content-model/uploads'
import { postgresParentIndexes, sqliteParentIndexes } from '@/content-model/parent-indexes'
import { jobs } from '@/jobs'
import { outgoingMail } from '@/mail/smtp'
import { ExhibitorAccounts, withBoothStaff, withExhibitorSelfService, withExhibitorUploads } from '@/exhibitor-portal'
import { leadsPortalEndpoints } from '@/leads/exports/export'
import { Halls } from '@/floor-plan/halls'
import { Leads, LeadScans, LeadsSettings } from '@/leads'
import { withEditorsWorkflow } from '@/content-model/workflow'
import { Registrations, RegistrationSettings, UsedCaptchas } from '@/registration'
import { withBaiduPush } from '@/jobs/baidu-push'
import { payloadLoggerOptions } from '@/logging/log'
import { uploadStorage } from '@/content-model/upload-storage'
import { staffOnlyAccessEndpoint } from '@/accounts/access-endpoint'

const env = getEnv()

/** B1–B3: the exhibitors' own accounts edit their company (drafts) and upload its pictures. */
const forExhibitors = (collection: CollectionConfig): CollectionConfig =>
  collection.slug === 'exhibitors'
    ? withExhibitorSelfService(collection)
    : collection.slug === 'media'
      ? withExhibitorUploads(collection)
      : collection
/** Errors Payload logs by class name at a lower level than its default `error`: refused logins and resets are routine. */
const quietErrors: Record<string, 'info'> = { AuthenticationError: 'info', TooManyRequests: 'info', ResetRefused: 'info' }
const SQLITE_BUSY_TIMEOUT_MS = 5000
// import.meta.dirname is undefined once Next bundles this file; import.meta.url survives.
const root = path.dirname(fileURLToPath(import.meta.url))

const db =
  env.databaseDialect === 'sqlite'
    ? sqliteAdapter({
        client: { url: env.DATABASE_URL },
        // In WAL mode readers (the site, a backup) go on while one writer writes, and a
        // second writer (a script beside the server) waits up to 5 s for the lock instead of
        // failing at once. synchronous FULL: a write is on disk before it is acknowledged.
        // The adapter sets the timeout on its one connection; with transactions off on SQLite
        // (Payload's default) it never opens another.
        wal: { synchronous: 'FULL' },
        busyTimeout: SQLITE_BUSY_TIMEOUT_MS,
        migrationDir: path.join(root, 'migrations/sqlite'),
        push: false,
        afterSchemaInit: [sqliteParentIndexes],
      })
    : postgresAdapter({
        pool: { connectionString: env.DATABASE_URL },
        migrationDir: path.join(root, 'migrations/postgres'),
        push: false,
        afterSchemaInit: [postgresParentIndexes],
      })

export default buildConfig({
  serverURL: env.PUBLIC_URL,
  secret: payloadSecret(env),
  admin: {
    user: 'users',
    // Gravatar is blocked in mainland China and would send editors' e-mail hashes abroad.
    avatar: 'default',
    // E9: one date format throughout (2026-11-23 15:04), not "November 23rd 2026, 3:04 PM".
    dateFormat: ADMIN_DATE_FORMAT,
    // E5: schedules are set in Beijing time unless another zone is chosen.
    timezones: adminTimezones,
    meta: { titleSuffix: ' · 展会管理后台' },
    importMap: { baseDir: root },
    components: {
      // The organiser's logo and name on the sign-in page and in the navigation, not Payload's.
      graphics: { Logo: '/admin/graphics/Logo#Logo', Icon: '/admin/graphics/Icon#Icon' },
      // E3: what waits for review, what was returned, what is scheduled, what was published recently.
      // R6: the registrations' figures, for 管理员 and 报名管理员 only; L6 beside them, the leads per exhibitor (counts).
      // J3: a 检票员 opening the admin is taken to the check-in desk.
      beforeDashboard: [
        '/checkin/admin/CheckinPointer#CheckinPointer',
        '/admin/ReviewDashboard#ReviewDashboard',
        '/registration/admin/RegistrationDashboard#RegistrationDashboard',
        '/leads/reports/LeadCounts#LeadCounts',
      ],
      providers: ['/admin/AdminStyles#AdminStyles'],
      // X11: 忘记密码 says whether reset by mail is on, and what the server answered.
      views: { forgot: { Component: '/admin/ForgotPassword#ForgotPasswordView' } },
    },
  },
  // G5: the English edition's texts beside the Chinese ones (zh default, no fallback).
  localization,
  i18n: {
    supportedLanguages: { zh },
    fallbackLanguage: 'zh',
    translations: { zh: adminTranslations },
  },
  // The content model, the floor plan (B5), the exhibitors' accounts (B1), the visitors' registrations (R) and the check-in at the door (K), and what depends on it attached here (layers point down): every change in
  // the audit log (E6), published pages pushed to Baidu (G4), and every query a database cannot
  // run refused with a 4xx, not Payload's 500 (X7).
  collections: [
    ...collections.map(forExhibitors),
    withEditorsWorkflow(Halls),
    ExhibitorAccounts,
    withBoothStaff(Registrations),
    UsedCaptchas,
    Gates,
    CheckinDevices,
    Scans,
    Leads,
    LeadScans,
    AuditLog,
  ]
    .map(withAuditLog)
    .map(withBaiduPush)
    .map(withQueryGuard),
  globals: [...globals, RegistrationSettings, CheckinSettings, LeadsSettings].map(withGlobalAuditLog),
  jobs,
  plugins: [uploadStorage(env)],
  editor: richTextEditor,
  // E9: uploads past the largest collection limit are cut off while they arrive.
  upload: multipartLimits,
  db,
  // X11: the password-reset mail through SMTP_*; without it mail is off.
  email: outgoingMail(env.mail),
  sharp,
  cors: env.CORS_ORIGINS,
  csrf: env.CORS_ORIGINS,
  graphQL: { disable: true },
  endpoints: [staffOnlyAccessEndpoint, cancelScheduledPublish, ...leadsPortalEndpoints],
  loggingLevels: quietErrors,
  // E9: a refused field's reason reaches the admin and REST clients.
  hooks: { afterError: [fieldErrorsInAnswer] },
  telemetry: false,
  // O8: JSON lines like the server's own, with the request id (written synchronously: rare).
  logger: { options: payloadLoggerOptions(env.LOG_LEVEL) },
  typescript: { outputFile: path.join(root, 'payload-types.ts') },
})
