/**
 * Wide pictures: home banners (1920×600), menu covers (1920×480), article covers (800×450),
 * the pop-up ad (600×400) and the header logo.
 */
import type { Upload } from '../context'
import { atom, grid, linearGradient, palette, radialGlow, randomFrom, skyline, svgDocument, textLine, toJpeg, toPng } from './svg'

export const SHOW = {
  short: 'CNIE 2027',
  long: 'The 10th China International Nuclear Industry Exhibition',
  where: 'BEIJING · CIEC SHUNYI',
  when: '2027.04.14 – 04.17',
} as const

type Tone = 'night' | 'dawn' | 'steel' | 'crimson'

const skies: Record<Tone, readonly (readonly [number, string])[]> = {
  night: [
    [0, palette.navy],
    [0.65, palette.blue],
    [1, palette.redDark],
  ],
  dawn: [
    [0, palette.blue],
    [0.55, palette.steel],
    [1, palette.redLight],
  ],
  steel: [
    [0, '#233142'],
    [0.6, palette.grey],
    [1, palette.mist],
  ],
  crimson: [
    [0, palette.redDark],
    [0.6, palette.red],
    [1, '#E86A4A'],
  ],
}

/** A landscape of sky, glow, grid, atom and an industrial skyline; text drawn over the left side. */
function scene(width: number, height: number, seed: string, tone: Tone, overlay: string): string {
  const random = randomFrom(seed)
  const baseY = height * 0.93
  const scale = height / 600
  const defs = [
    linearGradient('sky', skies[tone], true),
    radialGlow('glow', tone === 'steel' ? palette.red : '#FFD2A8', 0.55),
    linearGradient('shade', [
      [0, palette.navy, 0.75],
      [0.55, palette.navy, 0.2],
      [1, palette.navy, 0],
    ]),
  ].join('')
  const glowX = width * (0.6 + random() * 0.25)
  const body = [
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    `<circle cx="${glowX}" cy="${height * 0.72}" r="${height * 0.7}" fill="url(#glow)"/>`,
    grid(width, height, Math.round(60 * scale), palette.white, 0.06),
    atom(width * 0.8, height * 0.38, height * 0.28, palette.white, 3 * scale, 0.22),
    skyline(width, baseY, scale * 0.9, random, tone === 'steel' ? '#2E3A4A' : '#0A1A33', palette.red),
    `<rect y="${baseY}" width="${width}" height="${height - baseY}" fill="#081428"/>`,
    `<rect width="${width * 0.62}" height="${height}" fill="url(#shade)"/>`,
    overlay,
  ].join('')
  return svgDocument(width, height, body, defs)
}

export type BannerCopy = { title: string; subtitle: string; tone: Tone }

/** A home carousel banner, 1920×600 JPEG. */
export function banner(copy: BannerCopy, name: string): Promise<Upload> {
  const overlay = [
    `<rect x="140" y="150" width="90" height="8" fill="${palette.red}"/>`,
    textLine(140, 250, copy.title, { size: 84, weight: 700, spacing: 2 }),
    textLine(140, 320, copy.subtitle, { size: 34, opacity: 0.92 }),
    textLine(140, 400, `${SHOW.where}  |  ${SHOW.when}`, { size: 28, opacity: 0.8, spacing: 3 }),
  ].join('')
  return toJpeg(scene(1920, 600, name, copy.tone, overlay), name)
}

/** A menu cover (inner-page banner), 1920×480 JPEG, captioned with the menu's English name. */
export function cover(nameEN: string, tone: Tone, name: string): Promise<Upload> {
  const overlay = [
    textLine(160, 215, nameEN.toUpperCase(), { size: 72, weight: 700, spacing: 4 }),
    `<rect x="160" y="245" width="80" height="6" fill="${palette.red}"/>`,
    textLine(160, 310, `${SHOW.short}  ·  ${SHOW.where}`, { size: 28, opacity: 0.85, spacing: 2 }),
  ].join('')
  return toJpeg(scene(1920, 480, name, tone, overlay), name)
}

const tones: readonly Tone[] = ['night', 'dawn', 'steel', 'crimson']

/** An article cover, 800×450 JPEG, with a short Latin caption. */
export function articleCover(caption: string, index: number, name: string): Promise<Upload> {
  const tone = tones[index % tones.length] ?? 'night'
  const overlay = [
    `<rect x="48" y="112" width="56" height="5" fill="${palette.red}"/>`,
    textLine(48, 166, caption, { size: caption.length > 26 ? 28 : 36, weight: 700 }),
    textLine(48, 206, SHOW.short, { size: 20, opacity: 0.8, spacing: 3 }),
  ].join('')
  return toJpeg(scene(800, 450, name, tone, overlay), name, 80)
}

/** The pop-up ad: an early-bird registration offer, 600×400 PNG. */
export function ad(name: string): Promise<Upload> {
  const defs = [
    linearGradient('bg', [
      [0, palette.red],
      [1, palette.redDark],
    ]),
    radialGlow('glow', '#FFD2A8', 0.5),
  ].join('')
  const body = [
    `<rect width="600" height="400" fill="url(#bg)"/>`,
    `<circle cx="500" cy="90" r="220" fill="url(#glow)"/>`,
    grid(600, 400, 40, palette.white, 0.07),
    atom(480, 250, 120, palette.white, 3, 0.25),
    textLine(44, 80, SHOW.short, { size: 26, weight: 700, spacing: 4, opacity: 0.9 }),
    textLine(44, 160, 'EARLY BIRD', { size: 64, weight: 700 }),
    textLine(44, 215, 'Register before 2027.02.28', { size: 26, opacity: 0.92 }),
    textLine(44, 252, 'Booth discount 10% · Free conference pass', { size: 20, opacity: 0.85 }),
    `<rect x="44" y="300" width="220" height="56" rx="28" fill="${palette.white}"/>`,
    textLine(154, 337, 'REGISTER NOW', { size: 22, weight: 700, color: palette.red, anchor: 'middle' }),
    textLine(556, 380, SHOW.when, { size: 16, opacity: 0.8, anchor: 'end' }),
  ].join('')
  return toPng(svgDocument(600, 400, body, defs), name)
}

/** The header logo: an atom mark and the show's Latin word mark, 480×120 PNG on transparent. */
export function headerLogo(name: string): Promise<Upload> {
  const body = [
    `<circle cx="60" cy="60" r="52" fill="${palette.red}"/>`,
    atom(60, 60, 38, palette.white, 3.2),
    textLine(132, 62, 'CNIE', { size: 50, weight: 700, color: palette.red, spacing: 3 }),
    textLine(282, 62, '2027', { size: 50, weight: 300, color: palette.navy }),
    textLine(134, 96, 'CHINA INTL NUCLEAR INDUSTRY EXPO', { size: 15.5, color: palette.grey, spacing: 1.2 }),
  ].join('')
  return toPng(svgDocument(480, 120, body), name)
}
