import type { Payload, PayloadRequest } from 'payload'

/**
 * Where content is shown on the public site, in the one canonical form the sitemap, the
 * canonical link, Baidu push, internal links in rich text and the admin's preview all use.
 * Computed when asked, so that it stays right when an article's menu or a menu's page changes.
 */

/** The collections a rich-text link may point at: those with a page of their own. */
export const LINKABLE_COLLECTIONS = ['menus', 'articles', 'exhibitors', 'downloads'] as const
export type LinkableCollection = (typeof LINKABLE_COLLECTIONS)[number]

/** The site's home route: its menu item carries no `?menuId=` (S10). */
export const HOME_PATH = '/home'

type Id = number | string
/** A menu item as far as its page goes: its id and the route it points at (SPEC S9). */
export type MenuRoute = { id: Id; link: string }

/** A public page, named by what it shows. */
export type PublicPage =
  | { kind: 'menu'; menu: MenuRoute }
  /** An article under its menu (null: a column article, shown on /detail alone). */
  | { kind: 'article'; id: Id; menu: MenuRoute | null }
  /** An exhibitor, under the site's 展商名录 menu when there is one. */
  | { kind: 'exhibitor'; id: Id; showMenuId: Id | null }
  /** A file, on its menu's download page. */
  | { kind: 'download'; menuId: Id }

/** A page's own path with these query params in this order, missing ones left out. */
function withQuery(path: string, query: [name: string, value: Id | null][]): string {
  const search = query.flatMap(([name, value]) => (value === null ? [] : [`${name}=${encodeURIComponent(String(value))}`])).join('&')
  return search ? `${path}?${search}` : path
}

/**
 * G1: the canonical path of a public page. A news article opens on /news-detail (with its
 * neighbours), an article of a single-page menu is that menu's /info page, any other on /detail.
 */
export function publicPath(page: PublicPage): string {
  switch (page.kind) {
    case 'menu':
      return page.menu.link === HOME_PATH ? HOME_PATH : withQuery(page.menu.link, [['menuId', page.menu.id]])
    case 'article':
      if (page.menu?.link === '/news')
        return withQuery('/news-detail', [
          ['id', page.id],
          ['menuId', page.menu.id],
        ])
      if (page.menu?.link === '/info') return publicPath({ kind: 'menu', menu: page.menu })
      return withQuery('/detail', [
        ['id', page.id],
        ['menuId', page.menu?.id ?? null],
      ])
    case 'exhibitor':
      return withQuery('/showDetail', [
        ['id', page.id],
        ['menuId', page.showMenuId],
      ])
    case 'download':
      return withQuery('/download', [['menuId', page.menuId]])
  }
}

type Related = Id | { id: Id } | null | undefined

const idOf = (value: unknown): Id | null =>
  typeof value === 'number' || typeof value === 'string'
    ? value
    : typeof value === 'object' && value !== null && 'id' in value
      ? idOf(value.id)
      : null
const fieldOf = (doc: Related, name: string): unknown =>
  typeof doc === 'object' && doc !== null ? (doc as Record<string, unknown>)[name] : undefined

/** What a document's page depends on beyond the document: its menu's route, the 展商名录 menu. */
export type PageContext = {
  /** Routes of the menus the documents point at, by id (String(id)). */
  menuLinks: ReadonlyMap<string, string>
  showMenuId: Id | null
}

const NO_CONTEXT: PageContext = { menuLinks: new Map(), showMenuId: null }

/** A menu relationship as Payload gives it (populated, or its id) → its route when known. */
function menuRoute(value: unknown, context: PageContext): MenuRoute | null {
  const id = idOf(value)
  if (id === null) return null
  const link = fieldOf(value as Related, 'link') ?? context.menuLinks.get(String(id))
  // A route not read: the article still opens on /detail under its menu.
  return { id, link: typeof link === 'string' ? link : '' }
}

/**
 * The public page of a Payload document (populated, or its id alone when the read was not deep
 * enough); null when it has none or cannot be known (a menu or download read as a bare id).
 */
export function documentPage(collection: string, doc: Related, context: PageContext = NO_CONTEXT): PublicPage | null {
  const id = idOf(doc)
  if (id === null) return null
  switch (collection) {
    case 'articles':
      return { kind: 'article', id, menu: menuRoute(fieldOf(doc, 'menu'), context) }
    case 'exhibitors':
      return { kind: 'exhibitor', id, showMenuId: context.showMenuId }
    case 'menus': {
      const link = fieldOf(doc, 'link')
      return typeof link === 'string' ? { kind: 'menu', menu: { id, link } } : null
    }
    case 'downloads': {
      const menuId = idOf(fieldOf(doc, 'menu'))
      return menuId === null ? null : { kind: 'download', menuId }
    }
    default:
      return null
  }
}

/** The public path of a Payload document, or null (documentPage). */
export function documentPath(collection: string, doc: Related, context?: PageContext): string | null {
  const page = documentPage(collection, doc, context)
  return page && publicPath(page)
}

/** The 展商名录 menu: the first menu that points at /show, in menu order. */
async function findShowMenuId(payload: Payload, req?: PayloadRequest): Promise<Id | null> {
  const { docs } = await payload.find({
    collection: 'menus',
    where: { link: { equals: '/show' } },
    sort: ['sortOrder', 'id'],
    depth: 0,
    limit: 1,
    select: {},
    req,
  })
  return docs[0]?.id ?? null
}

/**
 * Reads what the pages of these documents depend on: the routes of their menus (an article's
 * menu decides between /news-detail, /info and /detail) and, for exhibitors, the 展商名录 menu.
 * `req` keeps the reads inside a hook's transaction.
 */
export async function readPageContext(
  payload: Payload,
  docs: { collection: string; doc: Related }[],
  req?: PayloadRequest,
): Promise<PageContext> {
  const menuIds = new Set<Id>()
  for (const { collection, doc } of docs) {
    const menu = collection === 'articles' ? fieldOf(doc, 'menu') : undefined
    const id = idOf(menu)
    if (id !== null && typeof fieldOf(menu as Related, 'link') !== 'string') menuIds.add(id)
  }
  const [menus, showMenuId] = await Promise.all([
    menuIds.size === 0
      ? []
      : payload
          .find({
            collection: 'menus',
            where: { id: { in: [...menuIds] } },
            depth: 0,
            limit: 0,
            pagination: false,
            select: { link: true },
            req,
          })
          .then((found) => found.docs),
    docs.some(({ collection }) => collection === 'exhibitors') ? findShowMenuId(payload, req) : null,
  ])
  return { menuLinks: new Map(menus.map((menu) => [String(menu.id), menu.link])), showMenuId }
}

/** The public path of one Payload document, its menu's route read when needed (preview, Baidu push). */
export async function readDocumentPath(req: PayloadRequest, collection: string, doc: Related): Promise<string | null> {
  return documentPath(collection, doc, await readPageContext(req.payload, [{ collection, doc }], req))
}
