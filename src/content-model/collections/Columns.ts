import type { CollectionConfig } from 'payload'

import { contentAccess, staffField } from '../access'
import { cacheTags } from '../cache-tags'
import { revalidateOnChange } from '../revalidate'

/** 信息栏目: a named bucket of articles, pictures or information items that the site settings point at. */
export const Columns: CollectionConfig = {
  slug: 'columns',
  // E8: deleting moves to the 回收站; the purgeTrash job removes it for good after 30 days.
  trash: true,
  labels: { singular: '信息栏目', plural: '信息栏目' },
  admin: { group: '网站结构', useAsTitle: 'name', defaultColumns: ['name', 'description'] },
  access: contentAccess,
  hooks: revalidateOnChange(cacheTags.columns),
  fields: [
    { name: 'name', type: 'text', label: '栏目名称', required: true, maxLength: 60 },
    // An editors' note: the site shows it nowhere, visitors do not read it (X5).
    { name: 'description', type: 'textarea', label: '说明', access: { read: staffField } },
  ],
}
