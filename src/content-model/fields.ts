import type { NumberField, RelationshipField, TextField } from 'payload'

/** Editors order siblings by this number, smallest first. */
export const sortOrderField = (description = '数字越小越靠前'): NumberField => ({
  name: 'sortOrder',
  type: 'number',
  label: '排序',
  defaultValue: 0,
  index: true,
  admin: { position: 'sidebar', description },
})

/** An http(s) URL, or empty. */
export const externalLinkField = (name: string, label: string): TextField => ({
  name,
  type: 'text',
  label,
  validate: (value: string | null | undefined) =>
    !value || /^https?:\/\/\S+$/i.test(value) ? true : '请输入以 http:// 或 https:// 开头的网址',
})

export const columnField = (description: string, position?: 'sidebar'): RelationshipField => ({
  name: 'column',
  type: 'relationship',
  relationTo: 'columns',
  label: '所属信息栏目',
  index: true,
  admin: { description, position },
})
