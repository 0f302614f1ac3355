import { LEADS_SCOPE, LEADS_SERVICE_WORKER } from '@/leads/app/pwa'

/** L3: the booths' app's service worker, allowed to control /leads itself. */
export function GET(): Response {
  return new Response(LEADS_SERVICE_WORKER, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Service-Worker-Allowed': LEADS_SCOPE,
      'Cache-Control': 'no-cache',
    },
  })
}
