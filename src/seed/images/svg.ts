/**
 * SVG building blocks for the generated demo images: the theme palette, a seeded random source
 * and a few nuclear-industry motifs. Text in images is Latin only: the machine rendering them may
 * have no CJK font.
 */
import sharp from 'sharp'

import type { Upload } from '../context'

export const palette = {
  red: '#B21410',
  redDark: '#7A0D0A',
  redLight: '#D9463F',
  navy: '#0B2447',
  blue: '#19376D',
  steel: '#576CBC',
  grey: '#5C6B7A',
  mist: '#E8ECF1',
  white: '#FFFFFF',
} as const

export const FONT = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif'

/** A deterministic pseudo-random source, so a reseed draws the same pictures. */
export function randomFrom(seed: string): () => number {
  let state = 2166136261
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619)
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

export function svgDocument(width: number, height: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`
}

export function linearGradient(id: string, stops: readonly (readonly [number, string, number?])[], vertical = false): string {
  const direction = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="1"'
  const body = stops
    .map(([offset, color, opacity]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity ?? 1}"/>`)
    .join('')
  return `<linearGradient id="${id}" ${direction}>${body}</linearGradient>`
}

export function radialGlow(id: string, color: string, opacity: number): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`
}

export function textLine(
  x: number,
  y: number,
  value: string,
  options: { size: number; color?: string; weight?: number; anchor?: 'start' | 'middle' | 'end'; spacing?: number; opacity?: number },
): string {
  const { size, color = palette.white, weight = 400, anchor = 'start', spacing = 0, opacity = 1 } = options
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${color}" fill-opacity="${opacity}" text-anchor="${anchor}" letter-spacing="${spacing}">${escapeXml(value)}</text>`
}

/** An atom: nucleus and three elliptical orbits. */
export function atom(cx: number, cy: number, r: number, color: string, strokeWidth: number, opacity = 1): string {
  const orbits = [0, 60, 120]
    .map(
      (angle) =>
        `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * 0.36}" transform="rotate(${angle} ${cx} ${cy})" fill="none" stroke="${color}" stroke-width="${strokeWidth}"/>`,
    )
    .join('')
  const electrons = [0, 60, 120]
    .map((angle) => {
      const rad = (angle * Math.PI) / 180
      return `<circle cx="${cx + r * Math.cos(rad)}" cy="${cy + r * Math.sin(rad)}" r="${strokeWidth * 1.6}" fill="${color}"/>`
    })
    .join('')
  return `<g opacity="${opacity}">${orbits}${electrons}<circle cx="${cx}" cy="${cy}" r="${r * 0.14}" fill="${color}"/></g>`
}

/** A hyperbolic cooling tower standing on `baseY`, with a plume of steam. */
export function coolingTower(x: number, baseY: number, width: number, height: number, fill: string, steam = true): string {
  const top = baseY - height
  const waistY = baseY - height * 0.72
  const topHalf = width * 0.34
  const waistHalf = width * 0.27
  const cx = x + width / 2
  const path = [
    `M ${x} ${baseY}`,
    `Q ${cx - waistHalf * 1.02} ${waistY} ${cx - topHalf} ${top}`,
    `L ${cx + topHalf} ${top}`,
    `Q ${cx + waistHalf * 1.02} ${waistY} ${x + width} ${baseY}`,
    'Z',
  ].join(' ')
  const plume = steam
    ? [0, 1, 2, 3]
        .map(
          (i) =>
            `<ellipse cx="${cx + i * width * 0.22}" cy="${top - height * (0.12 + i * 0.13)}" rx="${width * (0.32 + i * 0.08)}" ry="${height * (0.1 + i * 0.03)}" fill="#FFFFFF" fill-opacity="${0.28 - i * 0.06}"/>`,
        )
        .join('')
    : ''
  return `${plume}<path d="${path}" fill="${fill}"/>`
}

/** A reactor building: a cylinder with a domed roof. */
export function reactorDome(x: number, baseY: number, width: number, height: number, fill: string, accent: string): string {
  const wallTop = baseY - height * 0.55
  const r = width / 2
  return [
    `<rect x="${x}" y="${wallTop}" width="${width}" height="${baseY - wallTop}" fill="${fill}"/>`,
    `<path d="M ${x} ${wallTop} A ${r} ${height * 0.45} 0 0 1 ${x + width} ${wallTop} Z" fill="${fill}"/>`,
    `<rect x="${x}" y="${wallTop + 6}" width="${width}" height="${Math.max(3, height * 0.04)}" fill="${accent}"/>`,
  ].join('')
}

/** A transmission pylon with its cross arms. */
export function pylon(x: number, baseY: number, height: number, color: string): string {
  const top = baseY - height
  const half = height * 0.16
  return `<g stroke="${color}" stroke-width="${Math.max(1.5, height / 90)}" fill="none">
<path d="M ${x - half} ${baseY} L ${x} ${top} L ${x + half} ${baseY} M ${x - half * 0.6} ${baseY - height * 0.35} L ${x + half * 0.6} ${baseY - height * 0.35}"/>
<path d="M ${x - half * 1.4} ${top + height * 0.18} L ${x + half * 1.4} ${top + height * 0.18} M ${x - half} ${top + height * 0.34} L ${x + half} ${top + height * 0.34}"/>
<path d="M ${x - half * 0.8} ${baseY - height * 0.35} L ${x + half * 0.5} ${baseY - height * 0.6} M ${x + half * 0.8} ${baseY - height * 0.35} L ${x - half * 0.5} ${baseY - height * 0.6}"/></g>`
}

/** Faint engineering grid lines. */
export function grid(width: number, height: number, step: number, color: string, opacity: number): string {
  const lines: string[] = []
  for (let x = step; x < width; x += step) lines.push(`M ${x} 0 V ${height}`)
  for (let y = step; y < height; y += step) lines.push(`M 0 ${y} H ${width}`)
  return `<path d="${lines.join(' ')}" stroke="${color}" stroke-opacity="${opacity}" stroke-width="1"/>`
}

/** An industrial skyline (towers, domes, pylons) along `baseY`, spread over `width`. */
export function skyline(width: number, baseY: number, scale: number, random: () => number, fill: string, accent: string): string {
  const parts: string[] = []
  let x = width * (0.02 + random() * 0.08)
  while (x < width * 0.95) {
    const kind = random()
    if (kind < 0.4) {
      const w = (90 + random() * 60) * scale
      parts.push(coolingTower(x, baseY, w, w * 1.25, fill))
      x += w + 20 * scale
    } else if (kind < 0.7) {
      const w = (80 + random() * 50) * scale
      parts.push(reactorDome(x, baseY, w, w * 1.1, fill, accent))
      x += w + 30 * scale
    } else {
      parts.push(pylon(x + 20 * scale, baseY, (110 + random() * 60) * scale, fill))
      x += 80 * scale
    }
  }
  return parts.join('')
}

export async function toPng(svg: string, name: string): Promise<Upload> {
  const data = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: false }).toBuffer()
  return { name, mimetype: 'image/png', data }
}

export async function toJpeg(svg: string, name: string, quality = 78): Promise<Upload> {
  const data = await sharp(Buffer.from(svg)).jpeg({ quality, mozjpeg: true }).toBuffer()
  return { name, mimetype: 'image/jpeg', data }
}
