import type { GlobalAfterChangeHook, TaskConfig } from 'payload'

import { contentKinds } from '@/content-model/content-kinds'
import { contentChanged } from '@/content-model/content-changed'

import type { RegistrationSetting } from '@/payload-types'

/** The job that clears the caches when registration opens or closes. */
const REGISTRATION_WINDOW_TASK = 'registrationWindowBoundary'

/**
 * R7 × the footer and home page: they link to /register while registration is open, and the
 * response cache keeps them. Opening and closing save nothing, so this job clears the site's
 * caches at each edge, on every instance (O2).
 */
export const registrationWindowBoundary: TaskConfig<{ input: Record<string, never>; output: Record<string, never> }> = {
  slug: REGISTRATION_WINDOW_TASK,
  label: '观众登记开放或截止：刷新页面',
  retries: 3,
  handler: async ({ req }) => {
    await contentChanged(contentKinds.siteSettings, req)
    return { output: {} }
  },
}

const futureEdges = (settings: Partial<RegistrationSetting> | undefined, now: number) =>
  [settings?.opensAt, settings?.closesAt].flatMap((edge) => (edge && new Date(edge).getTime() > now ? [new Date(edge).getTime()] : []))

/**
 * R7: a save of the settings refreshes the pages now (the times or the days changed) and queues
 * the refresh at each future opening or closing time not queued by an earlier save.
 */
export const refreshAtWindowEdges: GlobalAfterChangeHook = async ({ doc, previousDoc, req }) => {
  await contentChanged(contentKinds.siteSettings, req)
  const now = Date.now()
  const queued = new Set(futureEdges(previousDoc as RegistrationSetting, now))
  for (const at of futureEdges(doc as RegistrationSetting, now).filter((edge) => !queued.has(edge)))
    await req.payload.jobs.queue({ task: REGISTRATION_WINDOW_TASK, input: {}, queue: 'content', waitUntil: new Date(at), req })
  return doc
}
