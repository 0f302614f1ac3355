import { CHECKIN_SCOPE, CHECKIN_SERVICE_WORKER } from '@/checkin/pwa'

/** K3: the desk's service worker, allowed to control /checkin itself (its folder alone would be /checkin/). */
export function GET(): Response {
  return new Response(CHECKIN_SERVICE_WORKER, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Service-Worker-Allowed': CHECKIN_SCOPE,
      'Cache-Control': 'no-cache',
    },
  })
}
