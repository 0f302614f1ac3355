/**
 * The venue floor plan offered on the download page (展馆平面图.png): eight halls in four
 * zones with booth grids, the entrance hall, a legend and a north arrow. 1600×1000 PNG.
 */
import type { Upload } from '../context'
import { palette, randomFrom, svgDocument, textLine, toPng } from './svg'

export const zones = [
  { code: 'A', label: 'NUCLEAR POWER ENGINEERING & EQUIPMENT', color: palette.red },
  { code: 'B', label: 'FUEL CYCLE & MATERIALS', color: palette.blue },
  { code: 'C', label: 'I&C, DIGITAL & RADIATION PROTECTION', color: '#0F6E6E' },
  { code: 'D', label: 'NUCLEAR TECHNOLOGY APPLICATIONS & R&D', color: '#8C5A0B' },
] as const

function hall(x: number, y: number, code: string, color: string, seed: string): string {
  const width = 340
  const height = 300
  const random = randomFrom(seed)
  const booths: string[] = []
  const cols = 6
  const rows = 5
  const bw = 44
  const bh = 36
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      if (row === 2) continue // the aisle
      const wide = random() < 0.12 && col < cols - 1
      const bx = x + 24 + col * (bw + 6)
      const by = y + 64 + row * (bh + 6)
      booths.push(`<rect x="${bx}" y="${by}" width="${wide ? bw * 2 + 6 : bw}" height="${bh}" fill="${color}" fill-opacity="${0.18 + random() * 0.3}" stroke="${color}" stroke-width="1.2"/>`)
      if (wide) col++
    }
  }
  return [
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="6" fill="${palette.white}" stroke="${palette.navy}" stroke-width="3"/>`,
    `<rect x="${x}" y="${y}" width="${width}" height="44" rx="6" fill="${color}"/>`,
    textLine(x + 16, y + 30, `HALL ${code}`, { size: 22, weight: 700 }),
    booths.join(''),
    textLine(x + width / 2, y + 64 + 2 * (bh + 6) + 24, 'AISLE', { size: 12, color: palette.grey, anchor: 'middle', spacing: 4 }),
  ].join('')
}

export function floorPlan(name: string): Promise<Upload> {
  const parts: string[] = [
    `<rect width="1600" height="1000" fill="${palette.mist}"/>`,
    textLine(60, 70, 'CNIE 2027 · FLOOR PLAN', { size: 36, weight: 700, color: palette.navy }),
    textLine(60, 104, 'China International Exhibition Center (Shunyi Hall), Beijing · 2027.04.14 – 04.17', { size: 18, color: palette.grey }),
  ]
  zones.forEach((zone, index) => {
    const x = 60 + index * 380
    parts.push(hall(x, 150, `${zone.code}1`, zone.color, `${zone.code}1`))
    parts.push(hall(x, 600, `${zone.code}2`, zone.color, `${zone.code}2`))
  })
  // Registration hall and the corridor between the two rows.
  parts.push(
    `<rect x="60" y="470" width="1480" height="110" rx="6" fill="${palette.navy}" fill-opacity="0.08" stroke="${palette.navy}" stroke-dasharray="8 6"/>`,
    textLine(800, 520, 'REGISTRATION · CONFERENCE ROOMS · VISITOR SERVICE', { size: 20, weight: 700, color: palette.navy, anchor: 'middle', spacing: 2 }),
    textLine(800, 552, 'ENTRANCE  ▲  Main gate (Yuxiang Road)', { size: 16, color: palette.grey, anchor: 'middle' }),
  )
  // Legend.
  zones.forEach((zone, index) => {
    const y = 940 + Math.floor(index / 2) * 30
    const x = 60 + (index % 2) * 560
    parts.push(`<rect x="${x}" y="${y - 14}" width="18" height="18" fill="${zone.color}"/>`)
    parts.push(textLine(x + 28, y, `ZONE ${zone.code}  ${zone.label}`, { size: 15, color: palette.navy }))
  })
  // North arrow and scale bar, top right.
  parts.push(
    `<path d="M1500 60 L1516 110 L1500 100 L1484 110 Z" fill="${palette.red}"/>`,
    textLine(1500, 52, 'N', { size: 20, weight: 700, color: palette.navy, anchor: 'middle' }),
    `<path d="M1240 90 H1400 M1240 84 V96 M1320 84 V96 M1400 84 V96" stroke="${palette.navy}" stroke-width="2"/>`,
    textLine(1240, 118, '0', { size: 13, color: palette.grey, anchor: 'middle' }),
    textLine(1320, 118, '50', { size: 13, color: palette.grey, anchor: 'middle' }),
    textLine(1400, 118, '100 m', { size: 13, color: palette.grey, anchor: 'middle' }),
  )
  return toPng(svgDocument(1600, 1000, parts.join('')), name)
}
