import { contentKinds } from '../content-kinds'
import { orderedItemCollection } from '../content-collection'
import { columnField, externalLinkField } from '../fields'

/** Pictures of a column (QR codes) or standing alone (the pop-up ad). */
export const Pictures = orderedItemCollection({
  slug: 'pictures',
  labels: '图片条目',
  listedUnder: 'column',
  changeKind: contentKinds.pictures,
  fields: [
    { name: 'picture', type: 'upload', relationTo: 'media', label: '图片', required: true },
    externalLinkField('link', '链接'),
    columnField('例如“二维码”栏目'),
  ],
})
