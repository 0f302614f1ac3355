import type { Field } from 'payload'

/** Editors order siblings by this number, smallest first. */
export const sortOrderField: Field = {
  name: 'sortOrder',
  type: 'number',
  label: '排序',
  defaultValue: 0,
  index: true,
  admin: { position: 'sidebar', description: '数字越小越靠前' },
}

/** An http(s) URL, or empty. */
export const externalLinkField = (name: string, label: string): Field => ({
  name,
  type: 'text',
  label,
  validate: (value: string | null | undefined) =>
    !value || /^https?:\/\/\S+$/i.test(value) ? true : '请输入以 http:// 或 https:// 开头的网址',
})

export const columnField = (description: string): Field => ({
  name: 'column',
  type: 'relationship',
  relationTo: 'columns',
  label: '所属信息栏目',
  index: true,
  admin: { description },
})
