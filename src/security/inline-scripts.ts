import { createHash } from 'node:crypto'

/**
 * Our own inline scripts, allowed by the Content-Security-Policy through their hashes (X1).
 *
 * S31: a picture that fails to load is hidden inside its fixed-size box instead of showing a
 * broken-image icon. Inline in <head> so it also catches pictures that fail before hydration.
 */
export const hideBrokenImages =
  "document.addEventListener('error',function(e){var t=e.target;if(t&&t.tagName==='IMG')t.setAttribute('data-broken','')},true)"

export const inlineScriptHashes = [hideBrokenImages].map((source) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`)
