import type { ArticleItem, InformationItem, MenuItem, PictureItem, SiteConfig } from '@/content-source/contract'

export const SITE_ID = process.env.SITE_ID ?? 'nuclear-expo'

/** Reads the running site's content API, so tests check the page against what the API says. */
export async function apiItems<T>(baseURL: string, endpoint: string, query: Record<string, string | number> = {}): Promise<T[]> {
  const params = new URLSearchParams({ siteId: SITE_ID, ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) })
  const response = await fetch(`${baseURL}/api/Website/${endpoint}?${params}`)
  const text = await response.text()
  // What came back, whole, when it is not the envelope with code 200 (once, in a full run, an empty body).
  const refused = () =>
    new Error(`${endpoint} answered ${response.status} ${JSON.stringify(Object.fromEntries(response.headers))}\n${text}`)
  let body: { code?: number; data?: { items: T[] } }
  try {
    body = JSON.parse(text) as typeof body
  } catch {
    throw refused()
  }
  if (body.code !== 200 || !body.data) throw refused()
  return body.data.items
}

export type SiteContent = {
  config: SiteConfig
  menus: MenuItem[]
  logo: InformationItem | undefined
  footer: InformationItem | undefined
  cards: ArticleItem[]
  partners: ArticleItem[]
  footerColumns: ArticleItem[]
  qrCodes: PictureItem[]
  banners: PictureItem[]
}

const need = <T>(value: T | null, name: string): T => {
  if (value === null) throw new Error(`the site settings name no ${name}`)
  return value
}

/** Everything the shell shows, as the content API gives it. */
export async function siteContent(baseURL: string): Promise<SiteContent> {
  const [config] = await apiItems<SiteConfig>(baseURL, 'GetSiteConfig')
  if (!config) throw new Error('GetSiteConfig returned nothing')
  const column = (name: keyof SiteConfig) => ({ informationId: String(need(config[name] as string | number | null, name)) })
  const [menus, header, footer, cards, partners, footerColumns, qrCodes, banners] = await Promise.all([
    apiItems<MenuItem>(baseURL, 'GetMenuList'),
    apiItems<InformationItem>(baseURL, 'GetInformationList', column('headerInformationId')),
    apiItems<InformationItem>(baseURL, 'GetInformationList', column('footerInformationId')),
    apiItems<ArticleItem>(baseURL, 'GetArticleList', column('homeCardsInformationId')),
    apiItems<ArticleItem>(baseURL, 'GetArticleList', column('partnersInformationId')),
    apiItems<ArticleItem>(baseURL, 'GetArticleList', column('footerColumnsInformationId')),
    apiItems<PictureItem>(baseURL, 'GetPictureList', column('qrInformationId')),
    apiItems<PictureItem>(baseURL, 'GetRotationChartList', { menuId: String(need(config.homeMenuId, 'homeMenuId')) }),
  ])
  return { config, menus, logo: header.at(-1), footer: footer.at(-1), cards, partners, footerColumns, qrCodes, banners }
}

/** A child menu and its parent, the first in tree order whose page is not /home. */
export function firstChildMenu(menus: readonly MenuItem[]): { parent: MenuItem; child: MenuItem } {
  for (const parent of menus) {
    const child = parent.children.find((item) => item.link !== '/home')
    if (child) return { parent, child }
  }
  throw new Error('the menu tree has no child menu')
}
