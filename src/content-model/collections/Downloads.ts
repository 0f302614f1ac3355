import { contentKinds } from '../content-kinds'
import { contentCollection } from '../content-collection'
import { sortOrderField } from '../fields'

export const Downloads = contentCollection({
  slug: 'downloads',
  labels: '下载资料',
  admin: { group: '展商与资料', useAsTitle: 'title', defaultColumns: ['title', 'menu', 'file', 'updatedAt'] },
  defaultSort: 'sortOrder',
  changeKind: contentKinds.downloads,
  fields: [
    { name: 'title', type: 'text', label: '标题', required: true, maxLength: 200, localized: true },
    { name: 'file', type: 'upload', relationTo: 'documents', label: '文件', required: true },
    { name: 'menu', type: 'relationship', relationTo: 'menus', label: '所属菜单', index: true },
    sortOrderField(),
  ],
})
