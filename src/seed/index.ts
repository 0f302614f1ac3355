import type { CollectionSlug, Payload } from 'payload'

import { seedArticles, seedExhibitors } from './articles'
import { type SeedContext, seedOptions, uploadDocument } from './context'
import { saveInEnglish, siteSettingsEN } from './english'
import { downloadFiles } from './files'
import { seedFloorPlan } from './floor-plan'
import { menuId, seedMenus } from './menus'
import { seedSiteColumns } from './site'
import { seedRegistrationSettings } from './registration'

/** Content collections the seed fills and `--reset` empties; users are never touched. */
const contentCollections: CollectionSlug[] = [
  'halls',
  'downloads',
  'exhibitors',
  'rotation-charts',
  'pictures',
  'information-items',
  'articles',
  'columns',
  'menus',
  'documents',
  'media',
]

async function isEmpty(payload: Payload): Promise<boolean> {
  const counts = await Promise.all(
    (['menus', 'articles', 'columns'] as const).map((collection) => payload.count({ collection, overrideAccess: true })),
  )
  return counts.every(({ totalDocs }) => totalDocs === 0)
}

async function deleteAllContent(payload: Payload): Promise<void> {
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { siteName: '中国国际核工业展览会', specialMenus: [], _status: 'published' },
    ...seedOptions,
  })
  for (const collection of contentCollections) {
    await payload.delete({ collection, where: { id: { exists: true } }, ...seedOptions })
  }
}

/**
 * Seeds the demo exhibition (SPEC §7) into an empty database. A database with content is left
 * alone unless `reset` is given, which first deletes all content (users are kept).
 */
export async function seedDemoContent(
  payload: Payload,
  options: { reset?: boolean; log?: (msg: string) => void } = {},
): Promise<'seeded' | 'skipped'> {
  const log = options.log ?? (() => {})
  if (options.reset) {
    log('deleting all content (users are kept)…')
    await deleteAllContent(payload)
  } else if (!(await isEmpty(payload))) {
    return 'skipped'
  }
  const ctx: SeedContext = { payload, log }
  log('menus…')
  const menus = await seedMenus(ctx)
  log('site columns, partners, banners, QR codes, ad…')
  const { adPicture, ...site } = await seedSiteColumns(ctx, menus)
  log('articles…')
  await seedArticles(ctx, menus)
  log('exhibitors…')
  await seedExhibitors(ctx)
  log('floor plan…')
  await seedFloorPlan(ctx)
  log('downloads…')
  for (const [index, file] of (await downloadFiles()).entries()) {
    const document = await uploadDocument(ctx, file.upload)
    // Payload keeps Unicode file names; say so if a future version starts rewriting them.
    if (document.filename !== file.upload.name) log(`note: ${file.upload.name} was stored as ${document.filename}`)
    const download = await payload.create({
      collection: 'downloads',
      data: { title: file.title, file: document.id, menu: menuId(menus, 'downloads'), sortOrder: index, _status: 'published' },
      ...seedOptions,
    })
    await saveInEnglish(ctx, 'downloads', download.id, { title: file.titleEN })
  }
  await payload.updateGlobal({
    slug: 'site-settings',
    data: {
      _status: 'published',
      siteName: '第十届中国国际核工业展览会',
      seoDescription:
        '第十届中国国际核工业展览会（CNIE 2027）将于 2027 年 4 月 14—17 日在北京中国国际展览中心（顺义馆）举办，展示核电工程、核燃料、核级装备、仪控、核技术应用与退役治理的最新成果。',
      seoKeywords: '核工业展,核电展,核能,CNIE,中国国际核工业展览会',
      icpNumber: '京ICP备12345678号-1',
      psbNumber: '京公网安备 11010502012345号',
      eventName: '第十届中国国际核工业展览会（CNIE 2027）',
      eventStartDate: '2027-04-14T00:00:00.000Z',
      eventEndDate: '2027-04-17T00:00:00.000Z',
      venueName: '中国国际展览中心（顺义馆）',
      venueStreetAddress: '天竺地区裕翔路 88 号',
      venueCity: '北京市',
      venueRegion: '北京市',
      venuePostalCode: '101312',
      organizerName: '中国核能行业协会',
      organizerUrl: 'https://www.china-nea.example.cn/',
      registrationUrl: '/register',
      ...site,
      homeMenu: menuId(menus, 'home'),
      specialMenus: [menuId(menus, 'exhibitors'), menuId(menus, 'contact')],
    },
    ...seedOptions,
  })
  await payload.updateGlobal({ slug: 'site-settings', locale: 'en', data: { _status: 'published', ...siteSettingsEN }, ...seedOptions })
  await payload.updateGlobal({ slug: 'popup-ad', data: { enabled: true, picture: adPicture }, ...seedOptions })
  await seedRegistrationSettings(payload)
  return 'seeded'
}
