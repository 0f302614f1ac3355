import { getImageProps } from 'next/image'

import { getEnv } from '@/config/env'

import { IMAGE_KINDS, type ImageAttributes, type ImageKind, type ImagePattern, ownMediaPathOn, pictureAttributes, UPLOAD_SLOT } from './image-kinds'

export type { ImageAttributes, ImageKind, ImagePattern } from './image-kinds'
export { OWN_MEDIA_PATH } from './image-kinds'

/** The same-origin path of one of this site's own uploads (on PUBLIC_URL), or null for anything else. */
export const ownMediaPath = (url: string): string | null => ownMediaPathOn(getEnv().PUBLIC_URL, url)

/** Each kind's candidates as Next's image optimizer names them: they follow from next.config.ts alone. */
const candidates = new Map<ImageKind, Omit<ImagePattern, 'publicUrl'>>()

/** The optimizer's pattern of a kind of picture (see ImagePattern), for the server and the islands. */
export function imagePattern(kind: ImageKind): ImagePattern {
  let pattern = candidates.get(kind)
  if (!pattern) {
    const shape: { width: number; height: number; sizes?: string } = IMAGE_KINDS[kind]
    const { props } = getImageProps({ src: UPLOAD_SLOT, alt: '', width: shape.width, height: shape.height, sizes: shape.sizes })
    pattern = {
      kind,
      src: props.src,
      ...(props.srcSet === undefined ? {} : { srcSet: props.srcSet }),
      ...(props.sizes === undefined ? {} : { sizes: props.sizes }),
    }
    candidates.set(kind, pattern)
  }
  return { ...pattern, publicUrl: getEnv().PUBLIC_URL }
}

/**
 * The <img> attributes of a picture: AVIF/WebP at the sizes it is shown at through Next's image
 * optimizer when it is one of this site's uploads, else the URL as it is. `priority` is for the
 * page's largest picture, which React then preloads from the document's <head>.
 */
export function imageAttributes(url: string, kind: ImageKind, options: { priority?: boolean } = {}): ImageAttributes {
  return pictureAttributes(url, imagePattern(kind), options)
}
