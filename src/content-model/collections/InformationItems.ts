import { contentKinds } from '../content-kinds'
import { orderedItemCollection } from '../content-collection'
import { columnField } from '../fields'

/** Information items: the header logo and the footer text are the last item of their column. */
export const InformationItems = orderedItemCollection({
  slug: 'information-items',
  labels: '信息条目',
  listedUnder: 'column',
  changeKind: contentKinds.informationItems,
  fields: [
    { name: 'cover', type: 'upload', relationTo: 'media', label: '图片', admin: { description: '例如页眉 Logo' } },
    { name: 'detail', type: 'richText', label: '内容', localized: true, admin: { description: '例如页脚的版权与备案信息' } },
    columnField('页眉或页脚信息栏目'),
  ],
})
