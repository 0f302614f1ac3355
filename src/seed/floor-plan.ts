import { uploadMedia, type SeedContext, seedOptions } from './context'
import { exhibitors } from './content/exhibitors'
import { saveInEnglish } from './english'

/** B5: a hall section of a demo plan: its code and the booth numbers drawn in it (the seed's exhibitors' and a few unlet). */
type Section = { code: string; booths: string[] }
type DemoHall = { name: string; nameEN: string; file: string; sections: Section[] }

const UNLET = { E1: ['E1-305', 'E1-310'], E2: ['E2-210', 'E2-312'], W3: ['W3-410', 'W3-502', 'W3-505'] } as Record<string, string[]>

const boothsOf = (code: string) => [
  ...exhibitors.filter((exhibitor) => exhibitor.booth.startsWith(`${code}-`)).map((exhibitor) => exhibitor.booth),
  ...(UNLET[code] ?? []),
]

const halls: DemoHall[] = [
  {
    name: '东区 E1、E2 馆',
    nameEN: 'East Halls E1 and E2',
    file: 'floor-plan-east.svg',
    sections: [
      { code: 'E1', booths: boothsOf('E1') },
      { code: 'E2', booths: boothsOf('E2') },
    ],
  },
  { name: '西区 W3 馆', nameEN: 'West Hall W3', file: 'floor-plan-west.svg', sections: [{ code: 'W3', booths: boothsOf('W3') }] },
]

/** The stable element id of a booth on the demo plans: `booth-` and its number, lower case. */
export const demoBoothId = (booth: string) => `booth-${booth.toLowerCase()}`

const COLUMNS = 4
const BOOTH = { width: 120, height: 80, gap: 16 }
const SECTION_PADDING = 40

/** A hall's plan: its sections (halls shown together) one under the other, each outlined with its code, its booths a grid of labelled boxes (ids booth-…). */
function drawPlan(sections: Section[]): string {
  const width = SECTION_PADDING * 2 + COLUMNS * BOOTH.width + (COLUMNS - 1) * BOOTH.gap + 40
  const heightOf = (section: Section) => SECTION_PADDING * 2 + 40 + Math.ceil(section.booths.length / COLUMNS) * (BOOTH.height + BOOTH.gap)
  let top = 20
  const parts = sections.map((section) => {
    const sectionTop = top
    const sectionHeight = heightOf(section)
    top += sectionHeight + 20
    const booths = [...section.booths].sort().map((number, position) => {
      const x = 20 + SECTION_PADDING + (position % COLUMNS) * (BOOTH.width + BOOTH.gap)
      const y = sectionTop + SECTION_PADDING + 40 + Math.floor(position / COLUMNS) * (BOOTH.height + BOOTH.gap)
      return (
        `<g id="${demoBoothId(number)}"><rect x="${x}" y="${y}" width="${BOOTH.width}" height="${BOOTH.height}" rx="4" fill="#f4f6fa" stroke="#3d4b5c" stroke-width="2"/>` +
        `<text x="${x + BOOTH.width / 2}" y="${y + BOOTH.height / 2 + 9}" text-anchor="middle" font-family="sans-serif" font-size="26" fill="#1f2937">${number}</text></g>`
      )
    })
    return (
      `<rect x="20" y="${sectionTop}" width="${width - 40}" height="${sectionHeight}" fill="#ffffff" stroke="#8a95a5" stroke-width="3"/>` +
      `<text x="${20 + SECTION_PADDING}" y="${sectionTop + SECTION_PADDING + 16}" font-family="sans-serif" font-size="30" font-weight="bold" fill="#b21410">${section.code}</text>` +
      booths.join('')
    )
  })
  const height = top
  return `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#eef1f5"/>${parts.join('')}</svg>\n`
}

/**
 * B5: the demo's two halls, their SVG plans in the 图片库 and every booth of the twenty demo
 * exhibitors linked to it (printed numbers as on the exhibitors' profiles), a few booths unlet.
 */
export async function seedFloorPlan(ctx: SeedContext): Promise<void> {
  const { docs } = await ctx.payload.find({
    collection: 'exhibitors',
    depth: 0,
    pagination: false,
    select: { booth: true },
    ...seedOptions,
  })
  const exhibitorAt = new Map(docs.map((doc) => [doc.booth ?? '', doc.id]))
  for (const [index, hall] of halls.entries()) {
    const svg = Buffer.from(drawPlan(hall.sections))
    const plan = await uploadMedia(ctx, `${hall.name}平面图`, { name: hall.file, mimetype: 'image/svg+xml', data: svg })
    const created = await ctx.payload.create({
      collection: 'halls',
      data: {
        _status: 'published',
        name: hall.name,
        plan,
        sortOrder: index,
        booths: hall.sections.flatMap((section) =>
          section.booths.map((number) => ({ boothId: demoBoothId(number), number, exhibitor: exhibitorAt.get(number) ?? null })),
        ),
      },
      ...seedOptions,
    })
    await saveInEnglish(ctx, 'halls', created.id, { name: hall.nameEN })
  }
}
