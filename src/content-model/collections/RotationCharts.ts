import { contentKinds } from '../content-kinds'
import { orderedItemCollection } from '../content-collection'
import { externalLinkField } from '../fields'

/** 轮播图: the banner pictures of a menu (the home menu's show on /home). */
export const RotationCharts = orderedItemCollection({
  slug: 'rotation-charts',
  labels: '轮播图',
  listedUnder: 'menu',
  changeKind: contentKinds.rotationCharts,
  fields: [
    { name: 'menu', type: 'relationship', relationTo: 'menus', label: '所属菜单', required: true, index: true },
    { name: 'picture', type: 'upload', relationTo: 'media', label: '图片', required: true },
    externalLinkField('link', '链接'),
  ],
})
