import type { Where } from 'payload'

import { contentKinds } from '../content-kinds'
import { contentCollection } from '../content-collection'
import { sortOrderField } from '../fields'
import { sitePages } from '../site-pages'

export const Menus = contentCollection({
  slug: 'menus',
  labels: '菜单',
  admin: {
    group: '网站结构',
    useAsTitle: 'nameCN',
    defaultColumns: ['nameCN', 'nameEN', 'parent', 'link', 'sortOrder'],
    description: '网站导航菜单（两级）。顶级菜单不选“上级菜单”。',
  },
  defaultSort: 'sortOrder',
  changeKind: contentKinds.menus,
  fields: [
    { name: 'nameCN', type: 'text', label: '中文名称', required: true, maxLength: 40 },
    // G5: a menu carries both names on the wire; the English edition (/en/…) shows this one.
    { name: 'nameEN', type: 'text', label: '英文名称', maxLength: 60, admin: { description: '英文版网站（/en/…）显示此名称' } },
    {
      name: 'siteName',
      type: 'text',
      label: '网页标题',
      maxLength: 120,
      localized: true,
      admin: {
        description:
          '浏览器标签页显示的标题，只在本页需要特别标题时填写；留空则使用站点设置中的展会名称（推荐：展会改名时所有页面随之更新）',
      },
    },
    {
      name: 'link',
      type: 'select',
      label: '目标页面',
      required: true,
      defaultValue: '/info',
      options: sitePages,
    },
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'menus',
      label: '上级菜单',
      index: true,
      // Two levels: a parent is a top-level menu other than this one.
      filterOptions: ({ id }): Where => (id ? { id: { not_equals: id }, parent: { exists: false } } : { parent: { exists: false } }),
    },
    { name: 'icon', type: 'upload', relationTo: 'media', label: '图标' },
    {
      name: 'cover',
      type: 'upload',
      relationTo: 'media',
      label: '封面图',
      admin: { description: '内页顶部横幅；留空则使用上级菜单的封面' },
    },
    sortOrderField(),
  ],
})
