import type { CollectionConfig } from 'payload'

import { nobody } from '@/accounts/access'

export const USED_CAPTCHAS_SLUG = 'used-captchas'

/**
 * R4: the captcha challenges already answered, kept until they expire so that a solution is
 * accepted once across every instance: the unique index on `challengeId` decides between two
 * submissions of one solution at the same moment. Written by the server only, read by no one;
 * the purgeUsedCaptchas job removes the expired.
 */
export const UsedCaptchas: CollectionConfig = {
  slug: USED_CAPTCHAS_SLUG,
  labels: { singular: '已用人机验证', plural: '已用人机验证' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  timestamps: false,
  fields: [
    { name: 'challengeId', type: 'text', required: true, unique: true, index: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
}
