/* The kinds of pictures the site shows, shared by the server (images.ts) and the client islands. */

/**
 * How each kind of picture is shown. `width` × `height` are the <img> attributes: the picture's
 * aspect ratio, so the box is reserved before it loads. Fluid pictures give `sizes`, the width
 * they take on screen, and get width candidates; fixed-size pictures give their largest CSS size
 * and get 1x/2x candidates.
 */
export const IMAGE_KINDS = {
  banner: { width: 1920, height: 600, sizes: '100vw' },
  cover: { width: 1920, height: 480, sizes: '100vw' },
  /** Two per row on phones, four from 768 px in the 1200 px container. */
  card: { width: 800, height: 450, sizes: '(min-width: 1232px) 290px, (min-width: 768px) 25vw, 50vw' },
  /** /news: 240 px beside the text, 112 px on phones. */
  newsCover: { width: 240, height: 135, sizes: '(max-width: 767.98px) 112px, 240px' },
  /** The home page's latest news. */
  latestNewsCover: { width: 128, height: 72 },
  /** /show: four per row, three below 1024 px, a 112 px logo beside the text on phones. */
  exhibitorCard: { width: 320, height: 160, sizes: '(max-width: 767.98px) 112px, (max-width: 1023.98px) 33vw, 290px' },
  exhibitorLogo: { width: 280, height: 140 },
  partnerLogo: { width: 160, height: 60 },
  qrCode: { width: 112, height: 112 },
  headerLogo: { width: 224, height: 56 },
  menuIcon: { width: 28, height: 28 },
  ad: { width: 600, height: 400 },
} as const satisfies Record<string, { width: number; height: number; sizes?: string }>

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

/** A picture neither the server nor the optimizer has seen (a menu refreshed in the browser): its URL as it is. */
export function plainImageAttributes(url: string, kind: ImageKind): ImageAttributes {
  const { width, height } = IMAGE_KINDS[kind]
  return { src: url, width, height, loading: 'lazy', decoding: 'async' }
}
