import { createServerFeature } from '@payloadcms/richtext-lexical'

/** E9: the rich-text table's menus and drawer in Chinese (TableInChinese.tsx). */
export const TableInChineseFeature = createServerFeature({
  key: 'tableInChinese',
  feature: { ClientFeature: '/admin/rich-text/TableInChinese#TableInChineseClient' },
})
