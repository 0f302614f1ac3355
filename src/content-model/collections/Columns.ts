import { staffField } from '@/accounts/access'
import { contentKinds } from '../content-kinds'
import { contentCollection } from '../content-collection'

/** 信息栏目: a named bucket of articles, pictures or information items that the site settings point at. */
export const Columns = contentCollection({
  slug: 'columns',
  labels: '信息栏目',
  admin: { group: '网站结构', useAsTitle: 'name', defaultColumns: ['name', 'description'] },
  changeKind: contentKinds.columns,
  fields: [
    { name: 'name', type: 'text', label: '栏目名称', required: true, maxLength: 60 },
    // An editors' note: the site shows it nowhere, visitors do not read it (X5).
    { name: 'description', type: 'textarea', label: '说明', access: { read: staffField } },
  ],
})
