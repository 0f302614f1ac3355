import sharp from 'sharp'

import { THEME_COLOR } from '@/content-source/contract'
import { getEnv } from '@/config/env'

import { DEFAULT_ICON_SVG } from './default-icon'

/** The share card size Open Graph and WeChat show without cropping (G2). */
export const SHARE_IMAGE = { width: 1200, height: 630 }
const FETCH_TIMEOUT_MS = 5_000
const MAX_PICTURE_BYTES = 20 * 1024 * 1024

const defaultIcon = async (): Promise<Buffer> => Buffer.from(DEFAULT_ICON_SVG)

/**
 * The bytes of a picture the content source names: this server's own uploads (`/api/media/…`)
 * asked of this very process, a remote source's absolute URLs as they are. Null when it cannot
 * be had (the caller falls back to the default).
 */
export async function fetchPicture(url: string): Promise<Buffer | null> {
  const { HOST, PORT } = getEnv()
  const self = `http://${HOST === '0.0.0.0' || HOST === '::' ? '127.0.0.1' : HOST}:${PORT}`
  try {
    const response = await fetch(new URL(url, self), { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })
    if (!response.ok) return null
    const bytes = Buffer.from(await response.arrayBuffer())
    return bytes.length > 0 && bytes.length <= MAX_PICTURE_BYTES ? bytes : null
  } catch (error) {
    console.error(`[site] picture ${url} could not be read for an icon or share card`, error)
    return null
  }
}

/** A square PNG icon of the logo (contained, transparent margins), or of the built-in icon. */
export async function iconPng(logo: Buffer | null, size: number): Promise<Buffer> {
  const render = (input: Buffer) =>
    sharp(input, { density: 300 })
      .resize(size, size, { fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 0 } })
      .png()
      .toBuffer()
  if (logo) {
    try {
      return await render(logo)
    } catch (error) {
      console.error('[site] the logo is no picture sharp can read; the built-in icon is used', error)
    }
  }
  return render(await defaultIcon())
}

/** A .ico file holding one PNG image (every browser since IE 9 reads PNG inside ICO). */
export function icoOf(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(1, 4) // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6) // width (0 means 256)
  header.writeUInt8(size >= 256 ? 0 : size, 7) // height
  header.writeUInt8(0, 8) // no palette
  header.writeUInt8(0, 9) // reserved
  header.writeUInt16LE(1, 10) // colour planes
  header.writeUInt16LE(32, 12) // bits per pixel
  header.writeUInt32LE(png.length, 14) // image size
  header.writeUInt32LE(22, 18) // image offset
  return Buffer.concat([header, png])
}

/** G2: a 1200×630 JPEG of the cover (cropped to fill), or the site's default card. */
export async function shareImage(cover: Buffer | null): Promise<Buffer> {
  if (cover) {
    try {
      return await sharp(cover)
        .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'cover' })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82 })
        .toBuffer()
    } catch (error) {
      console.error('[site] a cover sharp cannot read; the default share card is used', error)
    }
  }
  const mark = await sharp(await defaultIcon(), { density: 600 })
    .resize(360, 360)
    .png()
    .toBuffer()
  return sharp({ create: { ...SHARE_IMAGE, channels: 3, background: THEME_COLOR } })
    .composite([{ input: mark, gravity: 'center' }])
    .jpeg({ quality: 82 })
    .toBuffer()
}
