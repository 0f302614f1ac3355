import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { resetEnvCache } from '@/config/env'

import { getImageProps } from 'next/image'

import { IMAGE_KINDS, type ImageKind, type ImageShape, MAX_DENSITY, ownMediaPathOn, pictureAttributes } from './image-kinds'
import { imageAttributes, imagePattern } from './images'

const PUBLIC_URL = 'https://expo.example'
const ownMediaPath = (url: string) => ownMediaPathOn(PUBLIC_URL, url)
let previous: string | undefined

beforeAll(() => {
  previous = process.env.PUBLIC_URL
  process.env.PUBLIC_URL = PUBLIC_URL
  resetEnvCache()
})

afterAll(() => {
  if (previous === undefined) delete process.env.PUBLIC_URL
  else process.env.PUBLIC_URL = previous
  resetEnvCache()
})

/** The widths a srcset offers and the url each candidate asks the optimizer for. */
const candidates = (srcSet: string | undefined) =>
  (srcSet ?? '').split(', ').map((candidate) => {
    const [url = '', descriptor = ''] = candidate.split(' ')
    const query = new URL(url, PUBLIC_URL).searchParams
    return { path: new URL(url, PUBLIC_URL).pathname, url: query.get('url'), w: Number(query.get('w')), q: query.get('q'), descriptor }
  })

describe('which pictures go through the optimizer', () => {
  test('an upload of this site, relative or absolute on PUBLIC_URL, is its same-origin path', () => {
    expect(ownMediaPath('/api/media/file/banner-1.jpg')).toBe('/api/media/file/banner-1.jpg')
    expect(ownMediaPath(`${PUBLIC_URL}/api/media/file/banner-1.jpg`)).toBe('/api/media/file/banner-1.jpg')
  })

  test('remote pictures, SVGs, queries and other paths are not', () => {
    for (const url of [
      'https://cms.example.com/api/media/file/banner-1.jpg',
      'https://expo.example.evil.com/api/media/file/banner-1.jpg',
      '//cms.example.com/api/media/file/banner-1.jpg',
      '/api/media/file/logo.svg',
      `${PUBLIC_URL}/api/media/file/logo.SVG`,
      '/api/media/file/banner-1.jpg?w=1',
      '/api/media/file/banner-1.jpg#x',
      '/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fa.jpg&w=640&q=75',
      '/api/Website/GetMenuList',
      'data:image/png;base64,AAAA',
    ]) {
      expect(ownMediaPath(url), url).toBeNull()
    }
  })
})

describe('imageAttributes', () => {
  test('the banner is AVIF/WebP by width through /_next/image, full width, width and height set', () => {
    const image = imageAttributes(`${PUBLIC_URL}/api/media/file/banner-1.jpg`, 'banner', { priority: true })
    expect(image).toMatchObject({ width: 1920, height: 600, sizes: '100vw', loading: 'eager', fetchPriority: 'high' })
    expect(image).not.toHaveProperty('decoding')
    const offered = candidates(image.srcSet)
    expect(offered.length).toBeGreaterThan(3)
    for (const candidate of offered) {
      expect(candidate).toMatchObject({ path: '/_next/image', url: '/api/media/file/banner-1.jpg', q: '75', descriptor: `${candidate.w}w` })
    }
    expect(offered.map((candidate) => candidate.w)).toContain(640)
    expect(image.src).toMatch(/^\/_next\/image\?url=%2Fapi%2Fmedia%2Ffile%2Fbanner-1\.jpg&w=\d+&q=75$/)
  })

  test('a fixed-size picture gets 1x and 2x candidates no smaller than it is shown', () => {
    const image = imageAttributes('/api/media/file/qr-1.png', 'qrCode')
    expect(image).toMatchObject({ width: 112, height: 112, loading: 'lazy', decoding: 'async' })
    expect(image.sizes).toBeUndefined()
    const offered = candidates(image.srcSet)
    expect(offered.map((candidate) => candidate.descriptor)).toEqual(['1x', '2x'])
    expect(offered[0]!.w).toBeGreaterThanOrEqual(112)
    expect(offered[1]!.w).toBeGreaterThanOrEqual(224)
  })

  test('every picture but the priority one loads lazily and decodes off the main thread', () => {
    for (const kind of Object.keys(IMAGE_KINDS) as (keyof typeof IMAGE_KINDS)[]) {
      expect(imageAttributes('/api/media/file/x.jpg', kind), kind).toMatchObject({ loading: 'lazy', decoding: 'async' })
      expect(imageAttributes('/api/media/file/x.jpg', kind).fetchPriority, kind).toBeUndefined()
    }
  })

  test('the logo loads at once without waiting for layout, but not first', () => {
    const logo = imageAttributes('/api/media/file/logo.png', 'headerLogo', { eager: true })
    expect(logo).toMatchObject({ loading: 'eager' })
    expect(logo.fetchPriority).toBeUndefined()
    expect(logo.decoding).toBeUndefined()
  })

  test('a remote (absolute) or SVG picture is its URL as it is, with width and height', () => {
    const remote = 'https://cms.example.com/api/media/file/cover.jpg'
    expect(imageAttributes(remote, 'cover', { priority: true })).toEqual({
      src: remote,
      width: 1920,
      height: 480,
      loading: 'eager',
      fetchPriority: 'high',
    })
    expect(imageAttributes('/api/media/file/icon.svg', 'menuIcon')).toEqual({
      src: '/api/media/file/icon.svg',
      width: 28,
      height: 28,
      loading: 'lazy',
      decoding: 'async',
    })
    expect(imageAttributes(remote, 'ad')).toEqual({ src: remote, width: 600, height: 400, loading: 'lazy', decoding: 'async' })
  })
})

describe('W4 images: one optimizer pattern per kind of picture', () => {
  const kinds = Object.keys(IMAGE_KINDS) as ImageKind[]
  const paths = ['/api/media/file/banner-1.jpg', '/api/media/file/展会 封面 (2).png', '/api/media/file/a&b=c+d%.webp']
  const nextProps = (kind: ImageKind, path: string) => {
    const shape: ImageShape = IMAGE_KINDS[kind]
    return getImageProps({ src: path, alt: '', width: shape.width, height: shape.height, sizes: shape.sizes }).props
  }
  /** The width a browser takes from width-described candidates for `needed` device pixels: the narrowest covering them, else the widest. */
  const pick = (offered: { w: number }[], needed: number) => (offered.find((candidate) => candidate.w >= needed) ?? offered.at(-1))?.w

  test("W4 a picture filled into its kind's pattern is what Next's getImageProps makes of it", () => {
    for (const kind of kinds.filter((name) => !('shown' in IMAGE_KINDS[name]))) {
      for (const path of paths) {
        const props = nextProps(kind, path)
        const image = imageAttributes(`${PUBLIC_URL}${path}`, kind)
        expect({ src: image.src, srcSet: image.srcSet, sizes: image.sizes }, `${kind} ${path}`).toEqual({
          src: props.src,
          srcSet: props.srcSet,
          sizes: props.sizes,
        })
      }
    }
  })

  test('W4 a picture shown in a narrow range offers only the widths a browser could pick there, and it picks the same', () => {
    for (const kind of kinds) {
      const { shown }: ImageShape = IMAGE_KINDS[kind]
      if (!shown) continue
      for (const path of paths) {
        const full = nextProps(kind, path)
        const image = imageAttributes(path, kind)
        const [kept, offered] = [candidates(image.srcSet), candidates(full.srcSet)]
        expect(kept.length, kind).toBeLessThan(offered.length)
        expect(full.srcSet, kind).toContain(image.srcSet)
        expect(image.src, kind).toBe(image.srcSet?.split(', ').at(-1)?.split(' ')[0])
        for (let css = shown.min; css <= shown.max; css += 1) {
          for (const density of [1, 1.5, 2, 2.625, MAX_DENSITY]) {
            expect(pick(kept, css * density), `${kind} ${css} px at ${density}x`).toBe(pick(offered, css * density))
          }
        }
      }
    }
  })

  test('W4 an island given the pattern shows the same picture as the server', () => {
    const url = `${PUBLIC_URL}/api/media/file/partner-1.png`
    expect(pictureAttributes(url, imagePattern('partnerLogo'))).toEqual(imageAttributes(url, 'partnerLogo'))
    expect(pictureAttributes(url, imagePattern('banner'), { priority: true })).toEqual(imageAttributes(url, 'banner', { priority: true }))
  })
})
