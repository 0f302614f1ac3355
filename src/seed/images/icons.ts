/**
 * Menu icons: 64×64 PNG, a white line glyph on a rounded theme-red tile (readable on light and
 * dark headers alike).
 */
import type { Upload } from '../context'
import { atom, palette, svgDocument, toPng } from './svg'

/** Glyphs drawn in a 64×64 box with white strokes (the wrapper sets stroke and fill). */
const glyphs = {
  home: '<path d="M16 32 L32 18 L48 32 M21 28 V46 H43 V28 M28 46 V36 H36 V46"/>',
  atom: '',
  info: '<circle cx="32" cy="32" r="15"/><path d="M32 29 V41 M32 23 V24"/>',
  organizers:
    '<circle cx="32" cy="22" r="5"/><circle cx="20" cy="40" r="4.5"/><circle cx="44" cy="40" r="4.5"/><path d="M32 27 V33 M20 35 V33 H44 V35"/>',
  zones:
    '<rect x="17" y="17" width="13" height="13"/><rect x="34" y="17" width="13" height="13"/><rect x="17" y="34" width="13" height="13"/><rect x="34" y="34" width="13" height="13"/>',
  review: '<circle cx="32" cy="33" r="14"/><path d="M32 25 V33 L38 37 M18 22 L22 26 M15 28 H21"/>',
  exhibitors: '<path d="M16 46 H48 M19 46 V26 L32 18 L45 26 V46 M25 46 V34 H39 V46 M25 28 H39"/>',
  services: '<rect x="18" y="22" width="28" height="22" rx="2"/><path d="M26 22 V18 H38 V22 M18 31 H46"/>',
  process: '<circle cx="19" cy="32" r="4"/><circle cx="45" cy="32" r="4"/><path d="M23 32 H41 M36 27 L41 32 L36 37"/>',
  booth: '<path d="M17 46 V24 H47 V46 M17 30 H47 M26 24 V18 H38 V24"/><rect x="24" y="35" width="16" height="11"/>',
  download: '<path d="M32 17 V38 M24 30 L32 38 L40 30 M18 44 V47 H46 V44"/>',
  visitors: '<circle cx="32" cy="23" r="6"/><path d="M20 46 C20 36 26 32 32 32 C38 32 44 36 44 46"/>',
  registration: '<rect x="19" y="16" width="26" height="32" rx="2"/><path d="M25 26 H39 M25 32 H39 M25 38 H33"/>',
  travel:
    '<rect x="20" y="16" width="24" height="26" rx="4"/><path d="M20 30 H44 M24 48 L27 42 M40 48 L37 42"/><circle cx="26" cy="36" r="1.5"/><circle cx="38" cy="36" r="1.5"/>',
  hotel: '<path d="M16 44 V22 M16 36 H48 V44 M16 30 H24 M27 30 H48 V36"/><circle cx="21" cy="30" r="0.5"/>',
  news: '<rect x="16" y="18" width="32" height="28" rx="2"/><path d="M22 26 H42 M22 32 H34 M22 38 H34"/><rect x="37" y="31" width="6" height="8"/>',
  showNews: '<path d="M18 40 V24 L42 17 V47 L18 40 Z M18 27 H14 V37 H18 M24 42 L27 49"/>',
  industry: '<path d="M17 46 H47 M19 40 L27 31 L34 36 L45 22 M39 22 H45 V28"/>',
  contact: '<rect x="16" y="21" width="32" height="22" rx="2"/><path d="M16 23 L32 34 L48 23"/>',
} as const

export type IconKind = keyof typeof glyphs

/** A 64×64 menu icon. */
export function menuIcon(kind: IconKind, name: string): Promise<Upload> {
  const glyph = kind === 'atom' ? atom(32, 32, 17, palette.white, 2.4) : glyphs[kind]
  const body = [
    `<rect x="2" y="2" width="60" height="60" rx="14" fill="${palette.red}"/>`,
    `<rect x="2" y="33" width="60" height="29" rx="14" fill="${palette.redDark}" fill-opacity="0.25"/>`,
    `<g fill="none" stroke="${palette.white}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">${glyph}</g>`,
  ].join('')
  return toPng(svgDocument(64, 64, body), name)
}
