import { contentKinds } from '../content-kinds'
import { contentCollection } from '../content-collection'
import { publishOnItsDate } from '../embargo'
import { columnField, dateTimeAdmin, externalLinkField, inBeijingTime, sortOrderField } from '../fields'

/** E5: a news item dated in the future is published on that date, not now. */
const embargo = publishOnItsDate('articles', 'publishedAt')

export const Articles = contentCollection({
  slug: 'articles',
  labels: '文章',
  admin: {
    group: '内容',
    useAsTitle: 'title',
    defaultColumns: ['title', 'menu', 'column', 'publishedAt'],
    description: '新闻、单页内容、首页卡片、合作媒体与页脚栏目都是文章。',
  },
  defaultSort: '-publishedAt',
  changeKind: contentKinds.articles,
  hooks: {
    beforeOperation: [embargo.beforeOperation],
    afterChange: [embargo.afterChange],
  },
  fields: [
    { name: 'title', type: 'text', label: '标题', required: true, maxLength: 200, localized: true },
    { name: 'subtitle', type: 'textarea', label: '副标题 / 摘要', maxLength: 500, localized: true },
    { name: 'cover', type: 'upload', relationTo: 'media', label: '封面图' },
    externalLinkField('link', '外部链接'),
    { name: 'detail', type: 'richText', label: '正文', localized: true },
    {
      name: 'publishedAt',
      type: 'date',
      timezone: inBeijingTime,
      label: '发布时间',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: {
        ...dateTimeAdmin,
        position: 'sidebar',
        description: '北京时间，可直接输入，如 2026-11-26 09:30。晚于当前时间时，点“发布”即为定时发布：到该时间自动上线，此前访客看不到',
      },
    },
    {
      name: 'menu',
      type: 'relationship',
      relationTo: 'menus',
      label: '所属菜单',
      index: true,
      admin: { position: 'sidebar', description: '出现在该菜单的文章列表或单页中' },
    },
    columnField('出现在该信息栏目（首页卡片、合作媒体、页脚栏目等）', 'sidebar'),
    sortOrderField('在信息栏目中的顺序，数字越小越靠前'),
  ],
})
