import type { GlobalAfterChangeHook, GlobalConfig } from 'payload'

import { canPublish, contentStaff, hiddenFromNonStaff } from '@/accounts/access'
import { contentKinds } from '../content-kinds'
import { POPUP_AD_BOUNDARY_TASK, windowBoundaries } from '../popup-ad-window'
import { dateTimeAdmin, inBeijingTime } from '../fields'
import { announceGlobalChanges } from '../change-hooks'

/**
 * Pages keep the ad's state in their cached copies; when the window opens or closes, nothing is
 * saved, so a job at each future boundary tells every instance to render again (within the job
 * runner's interval, 15 s).
 */
const scheduleBoundaries: GlobalAfterChangeHook = async ({ doc, previousDoc, req }) => {
  // An edge an earlier save already queued (the switch flipped, the picture changed) is not queued again.
  const now = new Date()
  const queued = new Set(windowBoundaries(previousDoc ?? {}, now).map((at) => at.getTime()))
  for (const at of windowBoundaries(doc, now).filter((edge) => !queued.has(edge.getTime()))) {
    await req.payload.jobs.queue({ task: POPUP_AD_BOUNDARY_TASK, input: {}, queue: 'content', waitUntil: at, req })
  }
  return doc
}

/** S27: the pop-up ad, for editors: an on/off switch, the picture and its time window. */
export const PopupAd: GlobalConfig = {
  slug: 'popup-ad',
  label: '弹窗广告',
  admin: {
    group: '内容',
    hidden: hiddenFromNonStaff,
    description: '电脑端页面打开约 1 秒后弹出的广告：开关、图片与展示时段（北京时间）。',
  },
  // E1: the switch is live (no drafts), so switching it is publishing: admins and reviewers;
  // editors see it. X5: visitors read the ad only as the site shows it (GetSiteConfig).
  access: { read: contentStaff, update: ({ req }) => canPublish(req.user) },
  hooks: { afterChange: [announceGlobalChanges(contentKinds.siteSettings), scheduleBoundaries] },
  fields: [
    { name: 'enabled', type: 'checkbox', label: '显示弹窗广告', defaultValue: false },
    {
      name: 'picture',
      type: 'relationship',
      relationTo: 'pictures',
      label: '广告图片',
      admin: { description: '图片集中的一张图片；其链接即点击广告后打开的网址' },
      validate: (value: unknown, { siblingData }: { siblingData: { enabled?: boolean } }) =>
        !siblingData.enabled || (value !== null && value !== undefined) ? true : '开启弹窗广告时，请选择广告图片',
    },
    {
      type: 'row',
      fields: [
        {
          name: 'startsAt',
          type: 'date',
          timezone: inBeijingTime,
          label: '开始时间',
          admin: { ...dateTimeAdmin, description: '留空则立即开始' },
        },
        {
          name: 'endsAt',
          type: 'date',
          timezone: inBeijingTime,
          label: '结束时间',
          admin: { ...dateTimeAdmin, description: '留空则一直显示' },
          validate: (value: unknown, { siblingData }: { siblingData: { startsAt?: string | null } }) =>
            !value || !siblingData.startsAt || new Date(value as string) > new Date(siblingData.startsAt) ? true : '结束时间须晚于开始时间',
        },
      ],
    },
  ],
}
