/**
 * X17: stores a hostile floor plan on the first published hall, as a plan stored before the
 * sanitiser existed would be: straight into the database (`payload.db`), since Payload's hooks
 * (the 图片库's checks, the hall's reading of its plan) would clean or refuse it. Prints the hall's name.
 */
import { getPayload } from 'payload'

import { loadPayloadConfig } from '@/payload/load-config'

const XHTML = 'http://www.w3.org/1999/xhtml'
const HOSTILE_PLAN_PARTS = [
  `<meta xmlns="${XHTML}" http-equiv="refresh" content="0;url=/robots.txt"/>`,
  `<div xmlns="${XHTML}" id="hostile-div" style="position:fixed;inset:0;background:red">owned</div>`,
  `<foreignObject width="10" height="10"><form xmlns="${XHTML}" id="hostile-form" action="/robots.txt"><input name="p"/></form></foreignObject>`,
  `<g xmlns="${XHTML}"><iframe id="hostile-iframe" src="/robots.txt"/></g>`,
].join('')

async function main(): Promise<void> {
  const payload = await getPayload({ config: await loadPayloadConfig() })
  const { docs } = await payload.find({
    collection: 'halls',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    sort: 'sortOrder',
    showHiddenFields: true,
  })
  const hall = docs[0]
  if (!hall?.planMarkup) throw new Error('the demo has no hall with a plan')
  const planMarkup = hall.planMarkup.replace(/<\/svg>\s*$/, `${HOSTILE_PLAN_PARTS}</svg>`)
  // Skips the hooks on purpose: they would never let this markup be stored.
  await payload.db.updateOne({ collection: 'halls', id: hall.id, data: { planMarkup } })
  console.log(hall.name)
  process.exit(0)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
