import type { TaskConfig } from 'payload'

import { contentKinds } from '@/content-model/content-kinds'
import { contentChanged } from '@/content-model/content-changed'
import { POPUP_AD_BOUNDARY_TASK } from '@/content-model/popup-ad-window'

/**
 * S27: the pop-up ad's window opened or closed. Nothing was saved, so nothing cleared the
 * caches: this does, on every instance (O2), and the next render shows the ad's new state.
 */
export const popupAdBoundary: TaskConfig<{ input: Record<string, never>; output: Record<string, never> }> = {
  slug: POPUP_AD_BOUNDARY_TASK,
  label: '弹窗广告开始或结束：刷新页面',
  retries: 3,
  handler: async ({ req }) => {
    await contentChanged(contentKinds.siteSettings, req)
    req.payload.logger.info({ event: 'job', task: POPUP_AD_BOUNDARY_TASK }, '弹窗广告的展示时段开始或结束：已刷新页面缓存')
    return { output: {} }
  },
}
