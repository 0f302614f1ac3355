/** The public routes a menu item can point at (SPEC S9). */
export const sitePages = [
  { path: '/home', label: '首页 /home' },
  { path: '/info', label: '单页内容 /info' },
  { path: '/news', label: '文章列表 /news' },
  { path: '/show', label: '展商名录 /show' },
  { path: '/download', label: '资料下载 /download' },
  { path: '/detail', label: '文章详情 /detail' },
] as const

export type SitePagePath = (typeof sitePages)[number]['path']
