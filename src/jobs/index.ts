import type { JobsConfig } from 'payload'

import { purgeAuditLog } from '@/audit-log/purge'
import { isAdminUser } from '@/accounts/access'
import {
  anonymiseRegistrationsTask,
  purgeUsedCaptchas,
  registrationWindowBoundary,
  resendBadgeLinkTask,
  sendRegistrationMail,
} from '@/registration'

import { baiduPush } from './baidu-push'
import { popupAdBoundary } from './popup-ad-boundary'
import { purgeTrash } from './purge-trash'

/**
 * Payload's job queue (O3): tasks and their schedules. The server runs them with
 * `startJobRunner` (instrumentation.ts), not Payload's autoRun, whose scheduling step runs on
 * every instance before any check and could queue a scheduled task once per instance.
 */
export const jobs: JobsConfig = {
  tasks: [
    purgeTrash,
    purgeAuditLog,
    popupAdBoundary,
    baiduPush,
    sendRegistrationMail,
    resendBadgeLinkTask,
    purgeUsedCaptchas,
    anonymiseRegistrationsTask,
    registrationWindowBoundary,
  ],
  // Any signed-in user may otherwise queue or run jobs through the REST API.
  access: {
    queue: ({ req }) => isAdminUser(req.user),
    run: ({ req }) => isAdminUser(req.user),
    cancel: ({ req }) => isAdminUser(req.user),
  },
}
