import type { CollectionConfig } from 'payload'

import { contentAccess } from '../access'
import { cacheTags } from '../cache-tags'
import { columnField, sortOrderField } from '../fields'
import { revalidateOnChange } from '../revalidate'

/** Information items: the header logo and the footer text are the last item of their column. */
export const InformationItems: CollectionConfig = {
  slug: 'information-items',
  // E8: deleting moves to the 回收站; the purgeTrash job removes it for good after 30 days.
  trash: true,
  labels: { singular: '信息条目', plural: '信息条目' },
  admin: { group: '内容', useAsTitle: 'title', defaultColumns: ['title', 'column', 'sortOrder'] },
  defaultSort: 'sortOrder',
  access: contentAccess,
  hooks: revalidateOnChange(cacheTags.informationItems),
  fields: [
    { name: 'title', type: 'text', label: '名称', required: true, maxLength: 100 },
    { name: 'cover', type: 'upload', relationTo: 'media', label: '图片', admin: { description: '例如页眉 Logo' } },
    { name: 'detail', type: 'richText', label: '内容', localized: true, admin: { description: '例如页脚的版权与备案信息' } },
    columnField('页眉或页脚信息栏目'),
    sortOrderField(),
  ],
}
