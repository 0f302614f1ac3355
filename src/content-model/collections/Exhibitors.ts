import { contentKinds } from '../content-kinds'
import { contentCollection } from '../content-collection'
import { exhibitorCategories } from '../exhibitor-categories'
import { staffField } from '@/accounts/access'
import { externalLinkField, sortOrderField } from '../fields'

export const Exhibitors = contentCollection({
  slug: 'exhibitors',
  labels: '展商',
  admin: {
    group: '展商与资料',
    useAsTitle: 'nameCN',
    defaultColumns: ['nameCN', 'booth', 'category'],
    // Editors look an exhibitor up by its booth as often as by its name.
    listSearchableFields: ['nameCN', 'nameEN', 'booth'],
  },
  defaultSort: 'sortOrder',
  changeKind: contentKinds.exhibitors,
  fields: [
    { name: 'nameCN', type: 'text', label: '中文名称', required: true, maxLength: 120, index: true },
    { name: 'nameEN', type: 'text', label: '英文名称', maxLength: 200, index: true },
    { name: 'logo', type: 'upload', relationTo: 'media', label: 'Logo' },
    // B1: the organiser assigns the booth; an exhibitor's own account cannot change it.
    { name: 'booth', type: 'text', label: '展位号', maxLength: 20, index: true, access: { create: staffField, update: staffField } },
    {
      name: 'category',
      type: 'select',
      label: '展品类别',
      required: true,
      index: true,
      options: exhibitorCategories.map((category) => ({ label: category, value: category })),
    },
    { name: 'introduction', type: 'richText', label: '企业简介', localized: true },
    externalLinkField('website', '官方网站'),
    { name: 'contact', type: 'textarea', label: '联系方式', maxLength: 500, localized: true },
    {
      name: 'products',
      type: 'array',
      label: '展品',
      labels: { singular: '展品', plural: '展品' },
      maxRows: 20,
      fields: [
        { name: 'name', type: 'text', label: '展品名称', required: true, maxLength: 100, localized: true },
        { name: 'picture', type: 'upload', relationTo: 'media', label: '图片' },
        { name: 'description', type: 'textarea', label: '说明', maxLength: 500, localized: true },
      ],
    },
    { ...sortOrderField(), access: { create: staffField, update: staffField } },
  ],
})
