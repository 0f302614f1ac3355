'use client'

import { getTranslation } from '@payloadcms/translations'
import { useConfig, useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

/** E6, E9: the audit log's 内容类型 column names the collection or global as editors know it (文章, 弹窗广告), not its slug. */
export function ContentTypeCell({ cellData }: DefaultCellComponentProps) {
  const { getEntityConfig } = useConfig()
  const { i18n } = useTranslation()
  const slug = typeof cellData === 'string' ? cellData : ''
  const label = getEntityConfig({ collectionSlug: slug })?.labels.singular ?? getEntityConfig({ globalSlug: slug })?.label
  return <span>{label ? getTranslation(label, i18n) : slug}</span>
}
