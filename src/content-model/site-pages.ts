import { selectOptions } from './select-options'

/** The public routes a menu item can point at (SPEC S9). */
const SITE_PAGE_LABELS = {
  '/home': '首页 /home',
  '/info': '单页内容 /info',
  '/news': '文章列表 /news',
  '/show': '展商名录 /show',
  '/download': '资料下载 /download',
  '/detail': '文章详情 /detail',
  '/register': '观众登记表 /register',
} as const

export const sitePages = selectOptions(SITE_PAGE_LABELS)
