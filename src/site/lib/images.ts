import { getImageProps } from 'next/image'

import { getEnv } from '@/config/env'

import {
  IMAGE_KINDS,
  type ImageAttributes,
  type ImageKind,
  type ImagePattern,
  type ImageShape,
  MAX_DENSITY,
  pictureAttributes,
  UPLOAD_SLOT,
} from './image-kinds'

/**
 * Next offers a fluid picture every width from its smallest share of the viewport up to the
 * widest screen; of a picture shown between `shown.min` and `shown.max` CSS pixels wide, a
 * browser only ever picks a width from `shown.min` to the first one covering `shown.max` at
 * MAX_DENSITY. Those candidates are kept, the widest of them the `src`, as Next makes it.
 */
function shownCandidates(src: string, srcSet: string, shown: ImageShape['shown']): { src: string; srcSet: string } {
  if (!shown) return { src, srcSet }
  const candidates = srcSet.split(', ').map((text) => ({ text, width: Number(/ (\d+)w$/.exec(text)?.[1] ?? Number.NaN) }))
  const widest = candidates.find((candidate) => candidate.width >= shown.max * MAX_DENSITY)?.width ?? Number.POSITIVE_INFINITY
  const kept = candidates.filter((candidate) => candidate.width >= shown.min && candidate.width <= widest)
  const last = kept.at(-1)
  if (!last) throw new Error(`no image candidate between ${shown.min} and ${shown.max} px in ${srcSet}`)
  return { src: last.text.slice(0, last.text.indexOf(' ')), srcSet: kept.map((candidate) => candidate.text).join(', ') }
}

/** Each kind's candidates as Next's image optimizer names them: they follow from next.config.ts alone. */
const candidates = new Map<ImageKind, Omit<ImagePattern, 'publicUrl'>>()

/** The optimizer's pattern of a kind of picture (see ImagePattern), for the server and the islands. */
export function imagePattern(kind: ImageKind): ImagePattern {
  let pattern = candidates.get(kind)
  if (!pattern) {
    const shape: ImageShape = IMAGE_KINDS[kind]
    const { props } = getImageProps({ src: UPLOAD_SLOT, alt: '', width: shape.width, height: shape.height, sizes: shape.sizes })
    const offered = props.srcSet === undefined ? { src: props.src } : shownCandidates(props.src, props.srcSet, shape.shown)
    pattern = { kind, ...offered, ...(props.sizes === undefined ? {} : { sizes: props.sizes }) }
    candidates.set(kind, pattern)
  }
  return { ...pattern, publicUrl: getEnv().PUBLIC_URL }
}

/**
 * The <img> attributes of a picture: AVIF/WebP at the sizes it is shown at through Next's image
 * optimizer when it is one of this site's uploads, else the URL as it is. `priority` is for the
 * page's largest picture, which React then preloads from the document's <head>.
 */
export function imageAttributes(url: string, kind: ImageKind, options: { priority?: boolean; eager?: boolean } = {}): ImageAttributes {
  return pictureAttributes(url, imagePattern(kind), options)
}
