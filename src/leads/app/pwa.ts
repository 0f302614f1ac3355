import { scopedServiceWorker } from '@/checkin/pwa'

/** L1, L3: the booths' app installed to the home screen: its manifest and service worker, scoped to /leads. */
export const LEADS_SCOPE = '/leads'

export const LEADS_MANIFEST = {
  name: '展商扫码留资',
  short_name: '扫码留资',
  lang: 'zh-CN',
  start_url: LEADS_SCOPE,
  scope: LEADS_SCOPE,
  display: 'standalone',
  orientation: 'portrait',
  background_color: '#0f172a',
  theme_color: '#0f172a',
  icons: [{ src: '/apple-touch-icon.png', sizes: '180x180', type: 'image/png' }],
}

/** The door's service worker, for /leads: it keeps the page, its scripts and the reader; never an API answer. */
export const LEADS_SERVICE_WORKER = scopedServiceWorker(LEADS_SCOPE, 'leads-app-v1')
