import { CHECKIN_MANIFEST } from '@/checkin/pwa'

/** K3: the desk's web app manifest (installed, it opens /checkin full screen). */
export function GET(): Response {
  return new Response(JSON.stringify(CHECKIN_MANIFEST), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
