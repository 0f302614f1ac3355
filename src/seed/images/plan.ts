/**
 * The venue floor plan offered on the download page (展馆平面图.png), 1600×1000 PNG: halls W3, E1
 * and E2 of the China International Exhibition Center (Shunyi) with their booth sections (booth
 * numbers such as E1-101 belong to section 100 of hall E1), the registration hall in between,
 * a legend and a north arrow. Latin text only (see svg.ts).
 */
import type { Upload } from '../context'
import { palette, randomFrom, svgDocument, textLine, toPng } from './svg'

const zone = {
  engineering: { label: 'Nuclear Engineering & Design', color: palette.red },
  fuel: { label: 'Fuel Cycle & Materials', color: palette.blue },
  research: { label: 'Research Institutes & Services', color: '#6D4C41' },
  equipment: { label: 'Nuclear-grade Equipment', color: '#0F6E6E' },
  international: { label: 'International Pavilions', color: palette.navy },
  control: { label: 'I&C and Digital', color: '#5B3F8C' },
  radiation: { label: 'Radiation Protection & Monitoring', color: '#A0620A' },
  applications: { label: 'Nuclear Technology Applications', color: '#2E7D32' },
  decommissioning: { label: 'Decommissioning & Waste', color: '#455A64' },
} as const

type ZoneKey = keyof typeof zone

type Hall = { code: string; x: number; y: number; width: number; height: number; sections: readonly (readonly [number, ZoneKey])[] }

const halls: readonly Hall[] = [
  {
    code: 'W3',
    x: 60,
    y: 150,
    width: 460,
    height: 730,
    sections: [
      [100, 'control'],
      [200, 'radiation'],
      [300, 'applications'],
      [400, 'decommissioning'],
    ],
  },
  {
    code: 'E1',
    x: 1000,
    y: 150,
    width: 540,
    height: 350,
    sections: [
      [100, 'engineering'],
      [200, 'fuel'],
      [300, 'research'],
    ],
  },
  {
    code: 'E2',
    x: 1000,
    y: 530,
    width: 540,
    height: 350,
    sections: [
      [100, 'equipment'],
      [200, 'equipment'],
      [300, 'international'],
    ],
  },
]

function section(x: number, y: number, width: number, height: number, label: string, color: string, seed: string): string {
  const random = randomFrom(seed)
  const parts = [
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${color}" fill-opacity="0.06"/>`,
    textLine(x + 10, y + 20, label, { size: 13, weight: 700, color }),
  ]
  const boothWidth = 38
  const rows = Math.max(2, Math.floor((height - 36) / 36))
  const boothHeight = Math.min(30, (height - 40) / rows - 6)
  const cols = Math.floor((width - 20) / (boothWidth + 6))
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const wide = random() < 0.15 && col < cols - 1
      const bx = x + 10 + col * (boothWidth + 6)
      const by = y + 30 + row * (boothHeight + 6)
      const bw = wide ? boothWidth * 2 + 6 : boothWidth
      parts.push(
        `<rect x="${bx}" y="${by}" width="${bw}" height="${boothHeight}" fill="${color}" fill-opacity="${(0.2 + random() * 0.3).toFixed(2)}" stroke="${color}" stroke-width="1"/>`,
      )
      if (wide) col++
    }
  }
  return parts.join('')
}

function hall(h: Hall): string {
  const head = 44
  const sectionHeight = (h.height - head) / h.sections.length
  const parts = [
    `<rect x="${h.x}" y="${h.y}" width="${h.width}" height="${h.height}" rx="6" fill="${palette.white}" stroke="${palette.navy}" stroke-width="3"/>`,
    `<rect x="${h.x}" y="${h.y}" width="${h.width}" height="${head}" rx="6" fill="${palette.navy}"/>`,
    textLine(h.x + 16, h.y + 30, `HALL ${h.code}`, { size: 22, weight: 700 }),
  ]
  h.sections.forEach(([series, key], index) => {
    const y = h.y + head + index * sectionHeight
    const { label, color } = zone[key]
    parts.push(
      section(h.x + 6, y + 4, h.width - 12, sectionHeight - 8, `${h.code}-${series}  ${label.toUpperCase()}`, color, `${h.code}${series}`),
    )
  })
  return parts.join('')
}

export function floorPlan(name: string): Promise<Upload> {
  const parts: string[] = [
    `<rect width="1600" height="1000" fill="${palette.mist}"/>`,
    textLine(60, 70, 'CNIE 2027 · FLOOR PLAN', { size: 36, weight: 700, color: palette.navy }),
    textLine(60, 104, 'China International Exhibition Center (Shunyi Hall), 88 Yuxiang Road, Beijing · 2027.04.14 – 04.17', {
      size: 18,
      color: palette.grey,
    }),
    ...halls.map(hall),
    // The registration hall and conference center between the west and east halls.
    `<rect x="560" y="150" width="400" height="730" rx="6" fill="${palette.white}" stroke="${palette.navy}" stroke-width="2" stroke-dasharray="8 6"/>`,
    `<rect x="600" y="200" width="320" height="230" rx="4" fill="${palette.red}" fill-opacity="0.1" stroke="${palette.red}"/>`,
    textLine(760, 300, 'CONFERENCE CENTER', { size: 20, weight: 700, color: palette.red, anchor: 'middle', spacing: 1 }),
    textLine(760, 330, 'Hall A (2F) · Hall B (2F) · Main hall (1F)', { size: 14, color: palette.grey, anchor: 'middle' }),
    `<rect x="600" y="480" width="320" height="230" rx="4" fill="${palette.navy}" fill-opacity="0.08" stroke="${palette.navy}"/>`,
    textLine(760, 580, 'REGISTRATION HALL', { size: 20, weight: 700, color: palette.navy, anchor: 'middle', spacing: 1 }),
    textLine(760, 610, 'Badge pick-up · Visitor service · Cloakroom', { size: 14, color: palette.grey, anchor: 'middle' }),
    `<path d="M760 800 L776 840 H744 Z" fill="${palette.red}"/>`,
    textLine(760, 866, 'MAIN ENTRANCE (Yuxiang Road)', { size: 14, weight: 700, color: palette.navy, anchor: 'middle' }),
    // North arrow and scale bar, top right.
    `<path d="M1500 40 L1516 90 L1500 80 L1484 90 Z" fill="${palette.red}"/>`,
    textLine(1500, 32, 'N', { size: 18, weight: 700, color: palette.navy, anchor: 'middle' }),
    `<path d="M1240 80 H1400 M1240 74 V86 M1320 74 V86 M1400 74 V86" stroke="${palette.navy}" stroke-width="2"/>`,
    textLine(1240, 106, '0', { size: 13, color: palette.grey, anchor: 'middle' }),
    textLine(1320, 106, '50', { size: 13, color: palette.grey, anchor: 'middle' }),
    textLine(1400, 106, '100 m', { size: 13, color: palette.grey, anchor: 'middle' }),
  ]
  // Legend: one swatch per zone, three columns.
  Object.values(zone).forEach(({ label, color }, index) => {
    const x = 60 + (index % 3) * 500
    const y = 918 + Math.floor(index / 3) * 26
    parts.push(
      `<rect x="${x}" y="${y - 13}" width="16" height="16" fill="${color}"/>`,
      textLine(x + 26, y, label, { size: 15, color: palette.navy }),
    )
  })
  return toPng(svgDocument(1600, 1000, parts.join('')), name)
}
