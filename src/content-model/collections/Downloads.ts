import type { CollectionConfig } from 'payload'

import { contentAccess } from '../access'
import { cacheTags } from '../cache-tags'
import { sortOrderField } from '../fields'
import { revalidateOnChange } from '../revalidate'

export const Downloads: CollectionConfig = {
  slug: 'downloads',
  // E8: deleting moves to the 回收站; the purgeTrash job removes it for good after 30 days.
  trash: true,
  labels: { singular: '下载资料', plural: '下载资料' },
  admin: { group: '展商与资料', useAsTitle: 'title', defaultColumns: ['title', 'menu', 'file', 'updatedAt'] },
  defaultSort: 'sortOrder',
  access: contentAccess,
  hooks: revalidateOnChange(cacheTags.downloads),
  fields: [
    { name: 'title', type: 'text', label: '标题', required: true, maxLength: 200, localized: true },
    { name: 'file', type: 'upload', relationTo: 'documents', label: '文件', required: true },
    { name: 'menu', type: 'relationship', relationTo: 'menus', label: '所属菜单', index: true },
    sortOrderField(),
  ],
}
