/**
 * Logos: exhibitor marks (240×240 PNG) and partner-media word marks (320×120 PNG).
 * Both use Latin letters only (see svg.ts).
 */
import type { Upload } from '../context'
import { atom, FONT, escapeXml, palette, randomFrom, svgDocument, textLine, toPng } from './svg'

const hues = [palette.red, palette.navy, palette.blue, '#0F6E6E', '#2E3A4A', '#8C1C13', '#1B5E8C', '#455A64'] as const

function pick<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length)]
  if (item === undefined) throw new Error('pick from an empty list')
  return item
}

/** Initials of the significant words of an English company name, at most three. */
export function initials(nameEN: string): string {
  const skip = new Set(['co', 'ltd', 'inc', 'the', 'of', 'and', 'for', 'group', 'corporation', 'company', 'limited', 'china'])
  const words = nameEN
    .replace(/[.,()&]/g, ' ')
    .split(/\s+/)
    .filter((word) => word && !skip.has(word.toLowerCase()))
  return words
    .slice(0, 3)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')
}

function badge(shape: number, color: string): string {
  switch (shape) {
    case 0:
      return `<circle cx="120" cy="104" r="78" fill="${color}"/>`
    case 1:
      return `<rect x="42" y="26" width="156" height="156" rx="34" fill="${color}"/>`
    case 2:
      return `<path d="M120 22 L190 63 V145 L120 186 L50 145 V63 Z" fill="${color}"/>`
    default:
      return `<path d="M120 24 L192 50 V112 C192 150 160 176 120 190 C80 176 48 150 48 112 V50 Z" fill="${color}"/>`
  }
}

/** An exhibitor logo: a coloured badge with the company's initials and its short English name below. */
export function exhibitorLogo(nameEN: string, shortEN: string, name: string): Promise<Upload> {
  const random = randomFrom(nameEN)
  const color = pick(hues, random)
  const shape = Math.floor(random() * 4)
  const letters = initials(nameEN) || 'N'
  const size = letters.length > 2 ? 44 : 60
  const body = [
    `<rect width="240" height="240" fill="${palette.white}"/>`,
    badge(shape, color),
    random() < 0.5
      ? atom(120, 104, 62, palette.white, 2, 0.28)
      : `<path d="M64 140 Q120 110 176 140" stroke="${palette.white}" stroke-opacity="0.35" stroke-width="6" fill="none"/>`,
    textLine(120, 104 + size * 0.36, letters, { size, weight: 700, anchor: 'middle', spacing: 2 }),
    textLine(120, 222, shortEN.toUpperCase(), { size: shortEN.length > 14 ? 15 : 18, weight: 700, color, anchor: 'middle', spacing: 1.5 }),
  ].join('')
  return toPng(svgDocument(240, 240, body), name)
}

export type PartnerMark = { wordmark: string; tagline: string }

/** A partner-media logo: a small emblem, a word mark and a tagline on white. */
export function partnerLogo(mark: PartnerMark, index: number, name: string): Promise<Upload> {
  const random = randomFrom(mark.wordmark)
  const color = hues[index % hues.length] ?? palette.red
  const emblem =
    index % 3 === 0
      ? `<circle cx="52" cy="60" r="30" fill="${color}"/>${atom(52, 60, 22, palette.white, 1.8)}`
      : index % 3 === 1
        ? `<rect x="22" y="30" width="60" height="60" rx="10" fill="${color}"/><path d="M34 78 L46 50 L56 66 L70 40" stroke="${palette.white}" stroke-width="4" fill="none" stroke-linejoin="round"/>`
        : `<path d="M52 28 L80 44 V76 L52 92 L24 76 V44 Z" fill="${color}"/><circle cx="52" cy="60" r="${10 + random() * 4}" fill="${palette.white}"/>`
  // Bold capitals are about 0.8 em wide; the word mark has 212 px beside the emblem.
  const em = mark.wordmark === mark.wordmark.toUpperCase() ? 0.8 : 0.66
  const size = Math.min(25, Math.floor(212 / (mark.wordmark.length * em)))
  const body = [
    `<rect width="320" height="120" fill="${palette.white}"/>`,
    emblem,
    `<text x="96" y="62" font-family="${FONT}" font-size="${size}" font-weight="700" fill="${palette.navy}">${escapeXml(mark.wordmark)}</text>`,
    textLine(97, 86, mark.tagline.toUpperCase(), { size: 11, color: palette.grey, spacing: 1.4 }),
  ].join('')
  return toPng(svgDocument(320, 120, body), name)
}
