/* The kinds of pictures the site shows, shared by the server (images.ts) and the client islands. */

/**
 * How each kind of picture is shown. `width` × `height` are the <img> attributes: the picture's
 * aspect ratio, so the box is reserved before it loads. Fluid pictures give `sizes`, the width
 * they take on screen, and get width candidates; fixed-size pictures give their largest CSS size
 * and get 1x/2x candidates. `shown`: the narrowest and widest a fluid picture is ever shown, in
 * CSS pixels, when that is far from the viewport's range: it keeps only the candidates a screen
 * of up to MAX_DENSITY could pick (images.ts).
 */
export const IMAGE_KINDS = {
  banner: { width: 1920, height: 600, sizes: '100vw' },
  cover: { width: 1920, height: 480, sizes: '100vw' },
  /** Two per row on phones (at most 384 px, below 768 px), four from 768 px in the 1200 px container. */
  card: { width: 800, height: 450, sizes: '(min-width: 1232px) 290px, (min-width: 768px) 25vw, 50vw', shown: { min: 160, max: 384 } },
  /** /news: 240 px beside the text, 112 px on phones. */
  newsCover: { width: 240, height: 135, sizes: '(max-width: 767.98px) 112px, 240px', shown: { min: 112, max: 240 } },
  /** The home page's latest news. */
  latestNewsCover: { width: 128, height: 72 },
  /** /show: four per row, three below 1024 px (at most 338 px), a 112 px logo beside the text on phones. */
  exhibitorCard: {
    width: 320,
    height: 160,
    sizes: '(max-width: 767.98px) 112px, (max-width: 1023.98px) 33vw, 290px',
    shown: { min: 112, max: 338 },
  },
  exhibitorLogo: { width: 280, height: 140 },
  partnerLogo: { width: 160, height: 60 },
  qrCode: { width: 112, height: 112 },
  headerLogo: { width: 224, height: 56 },
  menuIcon: { width: 28, height: 28 },
  ad: { width: 600, height: 400 },
} as const satisfies Record<string, ImageShape>

export type ImageShape = { width: number; height: number; sizes?: string; shown?: { min: number; max: number } }

/** The most device pixels per CSS pixel a screen is expected to have (phones go up to 3). */
export const MAX_DENSITY = 3

export type ImageKind = keyof typeof IMAGE_KINDS

/** The attributes of an <img>, plain data a client island can receive as a prop. */
export type ImageAttributes = {
  src: string
  srcSet?: string
  sizes?: string
  width: number
  height: number
  loading: 'eager' | 'lazy'
  decoding?: 'async'
  fetchPriority?: 'high'
}

/** Uploads this site serves itself; `images.localPatterns` in next.config.ts allows exactly these. */
export const OWN_MEDIA_PATH = '/api/media/file/'

/**
 * Where a pattern leaves the upload's path open: an upload path of its own, so the optimizer's
 * URL rules accept it, that `encodeURIComponent` turns into one recognisable piece.
 */
export const UPLOAD_SLOT = `${OWN_MEDIA_PATH}__upload__`
const ENCODED_SLOT = encodeURIComponent(UPLOAD_SLOT)

/**
 * The optimizer's <img> attributes of one kind of picture, the upload's path left open
 * (`UPLOAD_SLOT`): Next names a picture's candidates after its kind, the path only encoded into
 * each. The server makes one per kind (images.ts); an island shown pictures by URL receives the
 * pattern of their kind once instead of every picture's attributes.
 */
export type ImagePattern = { kind: ImageKind; publicUrl: string; src: string; srcSet?: string; sizes?: string }

/**
 * The same-origin path of one of this site's own uploads, or null for anything else. The content
 * source makes upload URLs absolute on PUBLIC_URL (A1), so those are recognised too. A remote
 * content service's pictures, SVGs and URLs with a query stay as they are.
 */
export function ownMediaPathOn(publicUrl: string, url: string): string | null {
  const path = url.startsWith(`${publicUrl}/`) ? url.slice(publicUrl.length) : url
  if (!path.startsWith(OWN_MEDIA_PATH) || /[?#]/.test(path) || /\.svg$/i.test(path)) return null
  return path
}

/**
 * The <img> attributes of a picture: its kind's optimizer pattern filled with its path when it is
 * one of this site's uploads, else the URL as it is. `priority` is for the page's largest picture
 * (the first banner, else the menu cover, else the first home card): loaded at once, first.
 * `eager`: at the top of every page (the header's logo), loaded at once without waiting for layout,
 * but not first; on a page without banner, cover or card it is the largest picture. Every other
 * picture loads when it nears the viewport.
 */
export function pictureAttributes(url: string, pattern: ImagePattern, { priority = false, eager = false } = {}): ImageAttributes {
  const { width, height } = IMAGE_KINDS[pattern.kind]
  const loading = priority
    ? ({ loading: 'eager', fetchPriority: 'high' } as const)
    : eager
      ? ({ loading: 'eager' } as const)
      : ({ loading: 'lazy', decoding: 'async' } as const)
  const path = ownMediaPathOn(pattern.publicUrl, url)
  if (path === null) return { src: url, width, height, ...loading }
  const encoded = encodeURIComponent(path)
  const fill = (text: string) => text.replaceAll(ENCODED_SLOT, encoded)
  return {
    src: fill(pattern.src),
    ...(pattern.srcSet === undefined ? {} : { srcSet: fill(pattern.srcSet) }),
    ...(pattern.sizes === undefined ? {} : { sizes: pattern.sizes }),
    width,
    height,
    ...loading,
  }
}
