import type { CollectionConfig } from 'payload'

import { contentAccess } from '../access'
import { cacheTags } from '../cache-tags'
import { externalLinkField, sortOrderField } from '../fields'
import { revalidateOnChange } from '../revalidate'

/** 轮播图: the banner pictures of a menu (the home menu's show on /home). */
export const RotationCharts: CollectionConfig = {
  slug: 'rotation-charts',
  // E8: deleting moves to the 回收站; the purgeTrash job removes it for good after 30 days.
  trash: true,
  labels: { singular: '轮播图', plural: '轮播图' },
  admin: { group: '内容', useAsTitle: 'title', defaultColumns: ['title', 'menu', 'sortOrder'] },
  defaultSort: 'sortOrder',
  access: contentAccess,
  hooks: revalidateOnChange(cacheTags.rotationCharts),
  fields: [
    { name: 'title', type: 'text', label: '名称', required: true, maxLength: 100 },
    { name: 'menu', type: 'relationship', relationTo: 'menus', label: '所属菜单', required: true, index: true },
    { name: 'picture', type: 'upload', relationTo: 'media', label: '图片', required: true },
    externalLinkField('link', '链接'),
    sortOrderField(),
  ],
}
