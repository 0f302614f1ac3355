/**
 * S31: a picture that fails to load is hidden inside its fixed-size box instead of showing a
 * broken-image icon. Inline in <head>, under the render's nonce (X1), so it also catches
 * pictures that fail before hydration.
 */
export const hideBrokenImages =
  "document.addEventListener('error',function(e){var t=e.target;if(t&&t.tagName==='IMG')t.setAttribute('data-broken','')},true)"
