/**
 * Cache tag names: every cached read is tagged with the collection it reads, and every
 * collection's change hook revalidates exactly that tag (plus `site` for the global).
 */
export const cacheTags = {
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

export type CacheTag = (typeof cacheTags)[keyof typeof cacheTags]
