import type {
  ArticleItem,
  DownloadItem,
  Exhibition,
  ExhibitorItem,
  InformationItem,
  MenuItem,
  Paged,
  PictureItem,
  SiteConfig,
} from '@/content-source/contract'

export type { ArticleItem, DownloadItem, Exhibition, ExhibitorItem, InformationItem, MenuItem, Paged, PictureItem, SiteConfig }

export type Id = number | string
export type PageQuery = { pageIndex: number; pageSize: number }
/** A news list also shows its sub-menus' articles (新闻中心 lists 展会新闻 and 行业动态). */
export type MenuArticlesQuery = PageQuery & { includeSubmenus?: boolean }
export type ExhibitorQuery = PageQuery & { keyword?: string; category?: string }

/** B5: a booth of a hall: its stable element id on the plan, its printed number, who has it. */
export type FloorPlanBooth = { boothId: string; number: string; exhibitor: { id: Id; nameCN: string; nameEN: string } | null }
export type FloorPlanHall = { id: Id; name: string; svg: string; viewBox: string; booths: FloorPlanBooth[] }
/** B5: the halls of the show's floor plan, in order. */
export type FloorPlan = { halls: FloorPlanHall[] }

/** Z2: what the sitemap lists a page at a time: news of some menus, or exhibitors. */
export type SitemapKind = 'articles' | 'exhibitors'
export type SitemapQuery = PageQuery & { kind: SitemapKind; menuIds?: readonly Id[] }
/** A page of the sitemap: its document, its menu (news), its lastmod, and whether the other edition lists it too (G5). */
export type SitemapRow = { id: Id; menuId: Id | null; lastmod: string | null; inBothEditions: boolean }

/**
 * Where the site reads its content: the CMS in this process, or a remote service speaking the
 * wire contract of SPEC §4. The `get…` reads that name one thing return null when it does not
 * exist; anything else that fails throws, and the page leaves that section out (S31).
 */
export interface ContentSource {
  getSiteConfig(): Promise<SiteConfig>
  getMenuTree(): Promise<MenuItem[]>
  getInformationItems(columnId: Id): Promise<InformationItem[]>
  getRotationCharts(menuId: Id): Promise<PictureItem[]>
  getColumnArticles(columnId: Id): Promise<ArticleItem[]>
  getMenuArticles(menuId: Id, page: MenuArticlesQuery): Promise<Paged<ArticleItem>>
  getArticle(id: Id): Promise<ArticleItem | null>
  getColumnPictures(columnId: Id): Promise<PictureItem[]>
  getPicture(id: Id): Promise<PictureItem | null>
  getExhibitors(query: ExhibitorQuery): Promise<Paged<ExhibitorItem>>
  getExhibitor(id: Id): Promise<ExhibitorItem | null>
  getDownloads(menuId: Id): Promise<DownloadItem[]>
  getFloorPlan(): Promise<FloorPlan>
  /** B5: whether the floor plan has a hall to show. */
  hasFloorPlan(): Promise<boolean>
  /** B5: the number of the booth on the plan let to this exhibitor, or null. */
  getBoothOnPlan(exhibitorId: Id): Promise<string | null>
  /**
   * Z2: the sitemap's rows, light and a page at a time, with their count; the CMS in this process
   * has them, a remote service does not (the sitemap then reads the lists in full).
   */
  sitemap?: {
    count(query: Omit<SitemapQuery, 'pageIndex' | 'pageSize'>): Promise<number>
    rows(query: SitemapQuery): Promise<SitemapRow[]>
  }
}
