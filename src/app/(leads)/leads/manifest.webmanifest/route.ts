import { LEADS_MANIFEST } from '@/leads/app/pwa'

/** L1: the booths' app's manifest (installed, it opens /leads full screen). */
export function GET(): Response {
  return new Response(JSON.stringify(LEADS_MANIFEST), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
