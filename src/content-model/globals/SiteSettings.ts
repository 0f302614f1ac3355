import type { Access, Field, GlobalConfig } from 'payload'

import { adminComponents } from '@/content-model/admin-components'

import { admins, hiddenFromNonAdmins, isAdminUser } from '@/accounts/access'
import { contentKinds } from '../content-kinds'
import { draftVersions, markGlobalDraftSave } from '../drafts'
import { externalLinkField, inBeijingTime } from '../fields'
import { restoreGlobalPublished } from '../restore'
import { announceGlobalChanges } from '../change-hooks'

/** E2: visitors read the published settings only (`?draft=true` too); admins read the drafts. */
const publishedSettings: Access = ({ req }) => (isAdminUser(req.user) ? true : { _status: { equals: 'published' } })

const column = (name: string, label: string, description: string): Field => ({
  name,
  type: 'relationship',
  relationTo: 'columns',
  label,
  admin: { description },
})

/**
 * Names the columns, menus and pictures the shell uses, in place of the seed's hidden fixed ids.
 * E1: settings shape the whole site, so only admins see and change them (drafts included);
 * reviewers and editors do not see them in the admin.
 */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: '站点设置',
  admin: {
    group: '系统',
    hidden: hiddenFromNonAdmins,
    components: { elements: { PublishButton: adminComponents.publishButton, beforeDocumentControls: [adminComponents.lockWatch] } },
  },
  access: { read: publishedSettings, update: admins, readVersions: admins },
  versions: draftVersions,
  hooks: {
    beforeOperation: [markGlobalDraftSave, restoreGlobalPublished],
    afterChange: [announceGlobalChanges(contentKinds.siteSettings)],
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: '基本信息',
          fields: [
            {
              name: 'siteName',
              type: 'text',
              label: '默认展会名称',
              required: true,
              localized: true,
              defaultValue: '中国国际核工业展览会',
            },
            { name: 'seoDescription', type: 'textarea', label: 'SEO 描述', localized: true, maxLength: 300 },
            { name: 'seoKeywords', type: 'text', label: 'SEO 关键词', localized: true, maxLength: 200 },
            { name: 'icpNumber', type: 'text', label: 'ICP 备案号', maxLength: 60 },
            { name: 'psbNumber', type: 'text', label: '公安备案号', maxLength: 60 },
          ],
        },
        {
          // G3: the exhibition itself, for search engines (schema.org ExhibitionEvent on /home).
          label: '展会信息',
          fields: [
            {
              name: 'eventName',
              type: 'text',
              label: '展会全称',
              localized: true,
              maxLength: 120,
              admin: { description: '留空则用默认展会名称' },
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'eventStartDate',
                  type: 'date',
                  timezone: inBeijingTime,
                  label: '开幕日期',
                  admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' } },
                },
                {
                  name: 'eventEndDate',
                  type: 'date',
                  timezone: inBeijingTime,
                  label: '闭幕日期',
                  admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' } },
                },
              ],
            },
            { name: 'venueName', type: 'text', label: '展馆名称', localized: true, maxLength: 120 },
            { name: 'venueStreetAddress', type: 'text', label: '展馆地址（街道门牌）', localized: true, maxLength: 200 },
            {
              type: 'row',
              fields: [
                { name: 'venueCity', type: 'text', label: '城市', localized: true, maxLength: 60 },
                { name: 'venueRegion', type: 'text', label: '省 / 直辖市', localized: true, maxLength: 60 },
                { name: 'venuePostalCode', type: 'text', label: '邮政编码', maxLength: 20 },
              ],
            },
            { name: 'organizerName', type: 'text', label: '主办单位', localized: true, maxLength: 120 },
            { ...externalLinkField('organizerUrl', '主办单位网址'), maxLength: 300 },
            {
              name: 'registrationUrl',
              type: 'text',
              label: '观众登记网址',
              maxLength: 300,
              admin: { description: '搜索引擎展示的报名 / 登记入口：本站页面（如 /info?menuId=12）或 http(s) 网址' },
              validate: (value: string | null | undefined) =>
                !value || /^(https?:\/\/|\/(?!\/))\S*$/i.test(value)
                  ? true
                  : '请输入本站路径（以 / 开头）或以 http:// 或 https:// 开头的网址',
            },
          ],
        },
        {
          label: '版块配置',
          fields: [
            column('headerColumn', '页眉信息栏目', '页眉 Logo：取该栏目最后一个信息条目的图片'),
            column('footerColumn', '页脚信息栏目', '页脚：取该栏目最后一个信息条目的内容'),
            column('homeCardsColumn', '首页卡片栏目', '横幅下方的文章卡片'),
            column('partnersColumn', '合作媒体栏目', '合作媒体轮播的 Logo（文章封面与链接）'),
            column('footerColumnsColumn', '页脚栏目', '页脚上方三栏：取该栏目前三篇文章的正文'),
            column('qrColumn', '二维码栏目', '页脚二维码图片'),
            {
              name: 'homeMenu',
              type: 'relationship',
              relationTo: 'menus',
              label: '首页菜单',
              admin: { description: '首页轮播图取该菜单的轮播图' },
            },
            {
              name: 'specialMenus',
              type: 'relationship',
              relationTo: 'menus',
              hasMany: true,
              maxRows: 2,
              label: '特殊菜单',
              admin: { description: '这两个菜单的页面不显示轮播图和封面图' },
            },
          ],
        },
      ],
    },
  ],
}
