/**
 * What a content change names: the collection (or the settings) that changed. The page caches
 * (the response cache, the read cache) clear everything on any change, since a page shows
 * several collections at once (a menu renamed shows on every page); only the listeners that read
 * a few kinds — the site search, the image warm-up — look at which one it was.
 */
export const contentKinds = {
  menus: 'menus',
  columns: 'columns',
  articles: 'articles',
  pictures: 'pictures',
  informationItems: 'information-items',
  rotationCharts: 'rotation-charts',
  exhibitors: 'exhibitors',
  downloads: 'downloads',
  media: 'media',
  documents: 'documents',
  siteSettings: 'site-settings',
  floorPlan: 'floor-plan',
} as const

export type ContentKind = (typeof contentKinds)[keyof typeof contentKinds]
