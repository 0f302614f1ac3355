import type { CollectionAfterChangeHook, CollectionConfig, PayloadRequest, TaskConfig } from 'payload'

import { recordAudit } from '@/audit-log/record'
import { getEnv } from '@/config/env'
import { readDocumentPath } from '@/content-model/public-paths'

import { BAIDU_BATCH_SIZE, BaiduPushError, nextQuotaDay, pushToBaidu } from './baidu-push-api'

export const BAIDU_QUEUE = 'baidu'

type PushInput = { urls: string[] }
type PushOutput = { pushed: number; remain?: number; deferredUntil?: string }

/** The push settings while BAIDU_PUSH_TOKEN is set, else null (the feature is off). */
function settings() {
  const env = getEnv()
  if (!env.BAIDU_PUSH_TOKEN) return null
  return { apiBase: env.BAIDU_PUSH_API, site: env.PUBLIC_URL, token: env.BAIDU_PUSH_TOKEN, origin: env.PUBLIC_URL }
}

/**
 * G4: pushes a batch of URLs to Baidu, retried with exponential back-off (1, 2, 4, 8, 16 min)
 * when the request fails. A spent daily quota is not retried: the batch is queued again for the
 * next Beijing day. The result goes to the log (and the job's output).
 */
export const baiduPush: TaskConfig<{ input: PushInput; output: PushOutput }> = {
  slug: 'baiduPush',
  label: '百度主动推送',
  inputSchema: [{ name: 'urls', type: 'json', required: true }],
  outputSchema: [
    { name: 'pushed', type: 'number', required: true },
    { name: 'remain', type: 'number' },
    { name: 'deferredUntil', type: 'text' },
  ],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ input, req }) => {
    const push = settings()
    if (!push || input.urls.length === 0) return { output: { pushed: 0 } }
    let pushed = 0
    let remain: number | undefined
    const rejected: string[] = []
    for (let start = 0; start < input.urls.length; start += BAIDU_BATCH_SIZE) {
      const batch = input.urls.slice(start, start + BAIDU_BATCH_SIZE)
      const result = await pushToBaidu(push, batch).catch(async (error: unknown) => {
        // Standalone: the job's transaction is rolled back when the task throws.
        const reason = error instanceof BaiduPushError ? error.message : String(error)
        await recordPushResult(req, `失败，稍后重试（${reason}）`, input.urls.slice(start), { standalone: true })
        throw error
      })
      if (result.kind === 'quota') {
        const deferredUntil = nextQuotaDay(new Date())
        await req.payload.jobs.queue({
          task: 'baiduPush',
          input: { urls: input.urls.slice(start) },
          queue: BAIDU_QUEUE,
          waitUntil: deferredUntil,
          req,
        })
        req.payload.logger.warn(
          { event: 'baidu-push', pushed, deferred: input.urls.length - start, until: deferredUntil.toISOString() },
          `百度推送：今日配额已用完（${result.message}），余下的明天再推`,
        )
        await recordPushResult(
          req,
          `今日配额已用完：已推送 ${pushed} 个，余下 ${input.urls.length - start} 个于 ${deferredUntil.toISOString()} 后再推`,
          input.urls.slice(start),
        )
        return { output: { pushed, deferredUntil: deferredUntil.toISOString() } }
      }
      pushed += result.success
      remain = result.remain ?? undefined
      rejected.push(...result.rejected)
    }
    if (rejected.length > 0) req.payload.logger.warn({ event: 'baidu-push', rejected }, '百度推送：部分网址被拒绝')
    req.payload.logger.info({ event: 'baidu-push', pushed, remain, urls: input.urls }, `百度推送：推送了 ${pushed} 个网址`)
    const summary = `成功 ${pushed} 个${remain === undefined ? '' : `，今日剩余配额 ${remain}`}${rejected.length > 0 ? `，被拒绝 ${rejected.length} 个：${rejected.join(' ')}` : ''}`
    await recordPushResult(req, summary, input.urls)
    return { output: { pushed, remain } }
  },
}

/** G4: a push's result in the audit log (action 百度推送, by 系统), the URLs it concerned in the title. */
function recordPushResult(req: PayloadRequest, detail: string, urls: readonly string[], options?: { standalone: boolean }) {
  return recordAudit(req, { action: 'baidu-push', title: urls.join(' '), detail }, options)
}

/** The public page of a saved article or exhibitor (its canonical form, as in the sitemap); none for a column article. */
async function pageUrls(
  collection: 'articles' | 'exhibitors',
  doc: { id: number; menu?: unknown },
  req: PayloadRequest,
): Promise<string[]> {
  // Column articles (home cards, partners, footer columns) are no pages of their own.
  if (collection === 'articles' && !doc.menu) return []
  const path = await readDocumentPath(req, collection, doc)
  return path ? [path] : []
}

/**
 * G4: a published save of an article or exhibitor queues its page for Baidu, once per save.
 * Drafts (once the editors' workflow has them), seeding and a site without the token push nothing.
 */
export function pushToBaiduOnPublish(collection: 'articles' | 'exhibitors'): CollectionAfterChangeHook {
  return async ({ doc, req }) => {
    const push = settings()
    const status = (doc as { _status?: string })._status
    if (
      !push ||
      req.context.disableRevalidate ||
      (status !== undefined && status !== 'published') ||
      (doc as { deletedAt?: string }).deletedAt
    )
      return doc
    const urls = (await pageUrls(collection, doc as { id: number; menu?: unknown }, req)).map((path) => `${push.origin}${path}`)
    if (urls.length === 0) return doc
    await req.payload.jobs.queue({ task: 'baiduPush', input: { urls }, queue: BAIDU_QUEUE, req })
    return doc
  }
}

/** G4: the articles and exhibitors collections with their pages pushed to Baidu when published (payload.config.ts). */
export function withBaiduPush(collection: CollectionConfig): CollectionConfig {
  if (collection.slug !== 'articles' && collection.slug !== 'exhibitors') return collection
  const hooks = collection.hooks ?? {}
  return { ...collection, hooks: { ...hooks, afterChange: [...(hooks.afterChange ?? []), pushToBaiduOnPublish(collection.slug)] } }
}
