/**
 * What the response cache may keep of the content API (W3): its GET endpoints, by lower-cased
 * name, each with the parameters it reads (lower-cased: the API matches names without regard to
 * case), beside `siteId` and `lang` that every call reads. Any other parameter changes nothing in
 * the answer, so it makes no entry of its own. tests/unit/content-api-cacheable.test.ts checks
 * this table against the endpoints.
 */
export const CONTENT_API_CACHE = {
  prefix: '/api/Website/',
  common: ['siteid', 'lang'],
  endpoints: {
    getmenulist: ['menuid'],
    getinformationlist: ['informationid'],
    getrotationchartlist: ['menuid'],
    getarticlelist: ['informationid', 'menuid', 'includesubmenus', 'pageindex', 'pagesize'],
    getpicturelist: ['informationid', 'pictureid'],
    getarticledetail: ['id'],
    getexhibitorlist: ['category', 'keyword', 'pageindex', 'pagesize'],
    getexhibitordetail: ['id'],
    getdownloadlist: ['menuid'],
    getsiteconfig: [],
    'openapi.json': [],
  } as Record<string, readonly string[]>,
} as const
