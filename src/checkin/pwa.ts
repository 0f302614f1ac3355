/** K3: the check-in desk installed as an app: its manifest and its service worker, both scoped to /checkin. */
export const CHECKIN_SCOPE = '/checkin'

export const CHECKIN_MANIFEST = {
  name: '展会检票入场',
  short_name: '检票',
  lang: 'zh-CN',
  start_url: CHECKIN_SCOPE,
  scope: CHECKIN_SCOPE,
  display: 'standalone',
  orientation: 'portrait',
  background_color: '#0f172a',
  theme_color: '#0f172a',
  icons: [{ src: '/apple-touch-icon.png', sizes: '180x180', type: 'image/png' }],
}

/** K1, L2: the camera's QR reader, served once for every scanning page (src/app/(checkin)/checkin/scanner.wasm). */
export const SCANNER_WASM_PATH = '/checkin/scanner.wasm'

/**
 * K3, L3: the service worker of a scanning page (the door's, the booths'). It keeps what the desk needs to open without the network — the page
 * itself (no visitor's data: the gates, the devices and the staff's own name) and the scripts,
 * styles and reader it loaded, which the page lists to it — and serves them when the network
 * fails. API answers (visitors' names, the kit) pass through untouched: never in its cache.
 */
export const scopedServiceWorker = (scope: string, cache: string) => `'use strict'
const CACHE = '${cache}'
const PAGE = '${scope}'
const keeps = (url) =>
  url.origin === self.location.origin &&
  (url.pathname === PAGE || url.pathname.startsWith('/_next/static/') || url.pathname === '${SCANNER_WASM_PATH}')

self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

self.addEventListener('message', (event) => {
  if (!event.data || event.data.type !== 'cache' || !Array.isArray(event.data.urls)) return
  const urls = event.data.urls.map((href) => new URL(href, self.location.origin)).filter(keeps).map((url) => url.pathname + url.search)
  event.waitUntil(caches.open(CACHE).then((cache) => Promise.all(urls.map((url) => cache.add(url).catch(() => undefined)))))
})

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url)
  if (event.request.method !== 'GET' || !keeps(url)) return
  if (url.pathname === PAGE) {
    // The page: fresh from the network, the kept copy when there is none.
    event.respondWith(
      fetch(event.request)
        .then((response) => {
          if (response.ok && !url.search) caches.open(CACHE).then((cache) => cache.put(PAGE, response.clone()))
          return response
        })
        .catch(() => caches.match(PAGE, { ignoreSearch: true }).then((kept) => kept || Response.error())),
    )
    return
  }
  // Scripts, styles and the reader never change under one name.
  event.respondWith(caches.match(event.request).then((kept) => kept || fetch(event.request)))
})
`

export const CHECKIN_SERVICE_WORKER = scopedServiceWorker(CHECKIN_SCOPE, 'checkin-desk-v1')
