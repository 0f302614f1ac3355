import { draftMode, headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { isStaffEditor } from '@/accounts/access'
import { getPayloadClient } from '@/payload/client'

const PRIVATE = { 'Cache-Control': 'private, no-store', 'Content-Type': 'text/plain; charset=utf-8' }

/** A page of this site: a path with its query, not another origin (no open redirect). */
const sitePath = (value: string | null): string | null => (value && /^\/(?!\/)[^\s\\]*$/.test(value) ? value : null)

/**
 * E4 /preview?path=/news-detail?id=… opens a public page with the latest drafts, for signed-in
 * content staff only (the admin's 预览 and live preview link here); /preview?exit=1 ends it.
 */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const mode = await draftMode()
  if (url.searchParams.has('exit')) {
    mode.disable()
    return new Response('已退出预览', { headers: PRIVATE })
  }
  const path = sitePath(url.searchParams.get('path'))
  if (!path) return new Response('预览地址无效', { status: 400, headers: PRIVATE })
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  if (!isStaffEditor(user)) return new Response('请先登录管理后台再预览', { status: 403, headers: PRIVATE })
  mode.enable()
  redirect(path)
}
