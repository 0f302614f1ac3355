import type { CollectionConfig } from 'payload'

import { contentAccess } from '../access'
import { cacheTags } from '../cache-tags'
import { columnField, externalLinkField, sortOrderField } from '../fields'
import { revalidateOnChange } from '../revalidate'

/** Pictures of a column (QR codes) or standing alone (the pop-up ad). */
export const Pictures: CollectionConfig = {
  slug: 'pictures',
  // E8: deleting moves to the 回收站; the purgeTrash job removes it for good after 30 days.
  trash: true,
  labels: { singular: '图片条目', plural: '图片条目' },
  admin: { group: '内容', useAsTitle: 'title', defaultColumns: ['title', 'column', 'sortOrder'] },
  defaultSort: 'sortOrder',
  access: contentAccess,
  hooks: revalidateOnChange(cacheTags.pictures),
  fields: [
    { name: 'title', type: 'text', label: '名称', required: true, maxLength: 100 },
    { name: 'picture', type: 'upload', relationTo: 'media', label: '图片', required: true },
    externalLinkField('link', '链接'),
    columnField('例如“二维码”栏目'),
    sortOrderField(),
  ],
}
