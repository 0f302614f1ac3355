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
}
