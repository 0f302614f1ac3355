import { getImageProps } from 'next/image'
import { preload } from 'react-dom'

import { getEnv } from '@/config/env'

import { IMAGE_KINDS, type ImageAttributes, type ImageKind } from './image-kinds'

export type { ImageAttributes, ImageKind } from './image-kinds'

/** Uploads this site serves itself; `images.localPatterns` in next.config.ts allows exactly these. */
export const OWN_MEDIA_PATH = '/api/media/file/'

/**
 * The same-origin path of one of this site's own uploads, or null for anything else. The content
 * source makes upload URLs absolute on PUBLIC_URL (A1), so those are recognised too. A remote
 * content service's pictures, SVGs and URLs with a query stay as they are.
 */
export function ownMediaPath(url: string): string | null {
  const publicUrl = getEnv().PUBLIC_URL
  const path = url.startsWith(`${publicUrl}/`) ? url.slice(publicUrl.length) : url
  if (!path.startsWith(OWN_MEDIA_PATH) || /[?#]/.test(path) || /\.svg$/i.test(path)) return null
  return path
}

/**
 * The <img> attributes of a picture: AVIF/WebP at the sizes it is shown at through Next's image
 * optimizer when it is one of this site's uploads, else the URL as it is. `priority` is for the
 * page's largest picture (the first banner, else the menu cover, else the first home card):
 * loaded at once, first; every other picture loads when it nears the viewport.
 */
export function imageAttributes(url: string, kind: ImageKind, { priority = false } = {}): ImageAttributes {
  const shape: { width: number; height: number; sizes?: string } = IMAGE_KINDS[kind]
  const loading = priority ? ({ loading: 'eager', fetchPriority: 'high' } as const) : ({ loading: 'lazy', decoding: 'async' } as const)
  const path = ownMediaPath(url)
  if (path === null) return { src: url, width: shape.width, height: shape.height, ...loading }
  const { props } = getImageProps({ src: path, alt: '', width: shape.width, height: shape.height, sizes: shape.sizes })
  return {
    src: props.src,
    ...(props.srcSet === undefined ? {} : { srcSet: props.srcSet }),
    ...(props.sizes === undefined ? {} : { sizes: props.sizes }),
    width: shape.width,
    height: shape.height,
    ...loading,
  }
}

/** Asks the browser, from the document's <head>, to fetch the page's largest picture first. */
export function preloadImage(image: ImageAttributes): void {
  preload(image.src, {
    as: 'image',
    fetchPriority: 'high',
    ...(image.srcSet === undefined ? {} : { imageSrcSet: image.srcSet }),
    ...(image.sizes === undefined ? {} : { imageSizes: image.sizes }),
  })
}
