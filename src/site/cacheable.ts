/**
 * What the response cache may keep of the public site (W3): its pages (SPEC S9, in both editions:
 * /en/… is keyed apart by its path), each with the query parameters it reads, and the documents
 * crawlers and browsers fetch beside them (G1, G7) with the type each is served as. A parameter a
 * page does not read (a tracking tag, WeChat's `from=`, a random cache-buster) changes nothing on
 * it, so it makes no entry of its own and is not in the URL the page is rendered from.
 */
export const SITE_CACHE = {
  pages: {
    '/home': ['menuId'],
    '/info': ['menuId'],
    '/show': ['menuId', 'category', 'keyword', 'page'],
    '/showDetail': ['menuId', 'id'],
    '/news': ['menuId', 'page'],
    '/news-detail': ['menuId', 'id'],
    '/detail': ['menuId', 'id'],
    '/download': ['menuId', 'page'],
    '/floorplan': ['q', 'booth', 'hall', 'list'],
  } as Record<string, readonly string[]>,
  editionPrefix: '/en',
  documents: {
    '/sitemap.xml': 'xml',
    '/robots.txt': 'text/plain',
    '/rss.xml': 'xml',
    '/en/rss.xml': 'xml',
    '/favicon.ico': 'image/',
    '/apple-touch-icon.png': 'image/',
    '/share-image': 'image/jpeg',
  } as Record<string, string>,
  /** The query parameters a document reads (G2: a share card names its article or exhibitor); others read none. */
  documentParameters: { '/share-image': ['article', 'exhibitor'] } as Record<string, readonly string[]>,
  /** The sitemap's numbered files (G1). */
  documentPattern: { path: /^\/sitemap\/[1-9]\d{0,5}\.xml$/, type: 'xml' },
} as const
