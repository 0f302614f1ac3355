import type { Payload } from 'payload'

import { exhibitorCategories } from '@/content-model/exhibitor-categories'
import { isHttpUrl } from '@/content-model/link-urls'
import type { Article, Exhibitor } from '@/payload-types'

import { createBodies } from './bodies'
import { allowKeptIds } from './kept-ids'
import { readProductExtras, saveProductExtras, type ProductExtras, type SourceAccount } from './product-extras'
import { createMediaLibrary } from './media-library'
import { createOrigin } from './origin'
import { sitePage } from './pages'
import { pruneGone } from './prune'
import { flattenMenus, readSite, sourceKey, type ImportedSiteConfig, type SiteSnapshot } from './read-site'
import { ImportReport, KIND_LABELS, type Progress } from './report'
import { saveSettings } from './settings'
import { createSaver, keepableId, type ImportedSlug } from './write'

export type ImportOptions = {
  from: string
  siteId: string
  token?: string
  /** The settings' ids when the origin has no GetSiteConfig (`--config`, the `*_ID` variables). */
  config: Partial<ImportedSiteConfig>
  dryRun: boolean
  prune: boolean
  timeoutMs: number
  retries: number
  progress: Progress
  /** Ctrl-C: the item being saved is finished, nothing after it is started. */
  signal: AbortSignal
  /** J5: an account at an origin that is this product, for its registration settings. */
  account?: SourceAccount
}

const linkOrNull = (link: string | null | undefined): string | null => (link && isHttpUrl(link.trim()) ? link.trim() : null)

/**
 * I1–I4: imports a live site from the original backend (or another instance) through its
 * content API: reads everything first, then saves columns, menus, articles, items, exhibitors,
 * downloads and the settings, each idempotently (write.ts), and reports what it did.
 */
export async function importSite(payload: Payload, options: ImportOptions): Promise<ImportReport> {
  if (options.dryRun) return importWith(payload, options)
  const restoreIds = allowKeptIds(payload)
  try {
    return await importWith(payload, options)
  } finally {
    await restoreIds()
  }
}

async function importWith(payload: Payload, options: ImportOptions): Promise<ImportReport> {
  const report = new ImportReport()
  const { progress, signal, dryRun } = options
  const origin = createOrigin({ ...options, onBytes: (bytes) => progress.bytes(bytes) })
  const snapshot = await readSite(origin, options.config, report, (label) => progress.reading(label), signal)
  if (!snapshot || signal.aborted) {
    if (!snapshot) report.note('菜单列表未能读取：什么也没有导入')
    report.interrupted = signal.aborted
    return report
  }
  if (await occupiedIds(payload, snapshot, report)) return report
  const extras = await readProductExtras(origin, snapshot.product ? options.account : undefined, report, snapshot.product)
  progress.expect(countSteps(snapshot))
  const { english } = snapshot

  const local = new Map<string, number | null>()
  const key = (collection: ImportedSlug, sourceId: string | undefined) => `${collection} ${sourceId}`
  const media = createMediaLibrary(payload, origin, report, dryRun)
  const bodies = createBodies(payload, media, report, options.from, {
    menu: (sourceId) => local.get(key('menus', sourceId)) ?? null,
    article: (sourceId) => local.get(key('articles', sourceId)) ?? earlierArticles.get(sourceId) ?? null,
  })
  /** Items whose bodies link to an article saved after them: saved again once all are in. */
  const linkingAhead: (() => Promise<void>)[] = []
  const saver = createSaver(payload, report, { dryRun, source: options.from })
  const earlierArticles = await saver.importedIds('articles')
  const idOf = async (collection: ImportedSlug, sourceId: string | undefined): Promise<number | null> => {
    if (sourceId === undefined) return null
    return local.get(key(collection, sourceId)) ?? (await saver.localId(collection, sourceId))
  }

  /** Saves one item unless Ctrl-C came, remembering its local id for what refers to it. */
  async function step<S extends ImportedSlug>(
    collection: S,
    sourceId: string,
    label: string,
    build: () => Promise<Parameters<typeof saver.save<S>>[3] | null>,
    { again = false, english }: { again?: boolean; english?: () => Promise<Parameters<typeof saver.save<S>>[3] | undefined> } = {},
  ): Promise<void> {
    if (signal.aborted) return
    const data = await build()
    if (data) {
      const { id } = await saver.save(collection, sourceId, label, data, { again, english: await english?.() })
      local.set(key(collection, sourceId), id)
    } else {
      // Still at the source: not gone, only not importable this time.
      saver.markSeen(collection, sourceId)
      report.fail(label, '所需的图片或文件未能获取，本项未导入')
    }
    progress.item(label)
  }

  for (const column of snapshot.columns) {
    await step('columns', column.sourceId, `信息栏目「${column.name}」`, async () => ({ name: column.name }))
  }

  for (const { item, parent, sortOrder } of flattenMenus(snapshot.menus)) {
    await step(
      'menus',
      sourceKey(item.id),
      `菜单「${item.nameCN}」`,
      async () => {
        const link = sitePage(item.link)
        if (!link) report.note(`菜单「${item.nameCN}」的链接 ${item.link || '（空）'} 不是本站页面，已设为 /info`)
        return {
          nameCN: item.nameCN,
          nameEN: item.nameEN || undefined,
          siteName: item.siteName || undefined,
          link: link ?? '/info',
          parent: await idOf('menus', parent),
          icon: await media.picture(item.iconUrl, `${item.nameCN}图标`),
          cover: await media.picture(item.coverUrl, `${item.nameCN}封面`),
          sortOrder,
        }
      },
      {
        english: async () => {
          const siteName = english?.menus.get(sourceKey(item.id))?.siteName
          return siteName ? { siteName } : undefined
        },
      },
    )
  }

  for (const [sourceId, { item, menu, column, sortOrder }] of snapshot.articles) {
    const label = `文章「${item.title}」`
    const save = (again = false) =>
      step(
        'articles',
        sourceId,
        label,
        async () => ({
          title: item.title,
          subtitle: item.subtitle || undefined,
          cover: await media.picture(item.coverUrl, item.title),
          link: linkOrNull(item.link),
          detail: (await bodies.toRichText(item.detail, label, () => linkingAhead.push(() => save(true)))) as Article['detail'],
          publishedAt: item.publishedAt ?? undefined,
          menu: await idOf('menus', menu),
          column: await idOf('columns', column),
          sortOrder,
        }),
        {
          again,
          english: async () => {
            const translated = english?.articles.get(sourceId)
            if (!translated?.title) return undefined
            return {
              title: translated.title,
              subtitle: translated.subtitle || undefined,
              detail: (await bodies.toRichText(translated.detail, `${label}（英文）`)) as Article['detail'],
            }
          },
        },
      )
    await save()
  }

  // Once: an article still missing now (not at the origin, or failed) is not waited for again.
  const again = linkingAhead.splice(0)
  if (again.length > 0) {
    progress.expect(countSteps(snapshot) + again.length)
    report.note(`${again.length} 篇文章的正文链接到其后导入的文章：已在其后再次保存，链接指向本站的文章`)
    for (const save of again) await save()
  }

  const columnName = (sourceId: string) => snapshot.columns.find((column) => column.sourceId === sourceId)?.name ?? '信息栏目'
  for (const { item, column, sortOrder } of snapshot.information) {
    const title = `${columnName(column)} ${sortOrder + 1}`
    await step(
      'information-items',
      sourceKey(item.id),
      `信息条目「${title}」`,
      async () => ({
        title,
        cover: await media.picture(item.coverUrl, title),
        detail: (await bodies.toRichText(item.detail, `信息条目「${title}」`)) as Article['detail'],
        column: await idOf('columns', column),
        sortOrder,
      }),
      {
        english: async () => {
          const detail = english?.information.get(sourceKey(item.id))?.detail
          return detail ? { detail: (await bodies.toRichText(detail, `信息条目「${title}」（英文）`)) as Article['detail'] } : undefined
        },
      },
    )
  }

  for (const { item, column, sortOrder } of snapshot.pictures) {
    const title = column === undefined ? '广告图片' : `${columnName(column)} ${sortOrder + 1}`
    await step('pictures', sourceKey(item.id), `图片条目「${title}」`, async () => {
      const picture = await media.picture(item.pictureUrl, title)
      if (picture === null) return null
      return { title, picture, link: linkOrNull(item.link), column: await idOf('columns', column), sortOrder }
    })
  }

  for (const { item, menu, sortOrder } of snapshot.rotationCharts) {
    const title = `轮播图 ${sortOrder + 1}`
    await step('rotation-charts', sourceKey(item.id), `轮播图「${item.pictureUrl}」`, async () => {
      const picture = await media.picture(item.pictureUrl, title)
      const menuId = await idOf('menus', menu)
      if (picture === null || menuId === null) return null
      return { title, picture, menu: menuId, link: linkOrNull(item.link), sortOrder }
    })
  }

  for (const { item, sortOrder } of snapshot.exhibitors) {
    const label = `展商「${item.nameCN}」`
    await step(
      'exhibitors',
      sourceKey(item.id),
      label,
      async () => {
        const known = (exhibitorCategories as readonly string[]).includes(item.category)
        const category = (known ? item.category : exhibitorCategories[exhibitorCategories.length - 1]) as Exhibitor['category']
        if (!known) report.note(`${label}的展品类别「${item.category}」不是本站的类别，已归入「${category}」`)
        return {
          nameCN: item.nameCN,
          nameEN: item.nameEN || undefined,
          logo: await media.picture(item.logoUrl, item.nameCN),
          booth: item.booth || undefined,
          category,
          introduction: (await bodies.toRichText(item.introduction, label)) as Exhibitor['introduction'],
          website: linkOrNull(item.website),
          contact: item.contact || undefined,
          sortOrder,
        }
      },
      {
        english: async () => {
          const translated = english?.exhibitors.get(sourceKey(item.id))
          if (!translated?.introduction && !translated?.contact) return undefined
          return {
            introduction: translated.introduction
              ? ((await bodies.toRichText(translated.introduction, `${label}（英文）`)) as Exhibitor['introduction'])
              : undefined,
            contact: translated.contact || undefined,
          }
        },
      },
    )
  }

  for (const { item, menu, sortOrder } of snapshot.downloads) {
    await step(
      'downloads',
      sourceKey(item.id),
      `下载「${item.title}」`,
      async () => {
        const file = await media.downloadFile(item.id, item.title)
        if (file === null) return null
        return { title: item.title, file, menu: await idOf('menus', menu), sortOrder }
      },
      {
        english: async () => {
          const title = english?.downloads.get(sourceKey(item.id))?.title
          return title ? { title } : undefined
        },
      },
    )
  }

  // A file linked from a body is readable by visitors once a download offers it (no menu: listed nowhere).
  progress.expect(countSteps(snapshot) + again.length + bodies.linkedFiles.size)
  for (const [href, file] of bodies.linkedFiles) {
    await step('downloads', `link ${href}`, `正文链接的文件「${file.name}」`, async () => ({
      title: file.name.slice(0, 200),
      file: file.id,
    }))
  }

  if (!signal.aborted) {
    await saveSettings(payload, report, snapshot.config, { dryRun, source: options.from, idOf, english: english?.config ?? null })
    progress.item('站点设置')
    const exhibitorId = (id: number) => idOf('exhibitors', sourceKey(id))
    await saveProductExtras(payload, report, extras, { dryRun, source: options.from, media, exhibitorId })
    progress.item('展位图与观众登记设置')
    await sayWhatIsLacking(payload, report, snapshot, extras)
    await pruneGone(payload, report, saver.seen, { prune: options.prune, dryRun, complete: snapshot.complete })
  }
  report.interrupted = signal.aborted
  return report
}

/**
 * J5: the old site's links name its items by id, so each is saved under its id here (write.ts).
 * Content that was here before the import (the demo a first `npm start` seeds) holding those ids
 * would answer the old links with another item: said once, and nothing is written.
 */
async function occupiedIds(payload: Payload, snapshot: SiteSnapshot, report: ImportReport): Promise<boolean> {
  const sourceIds: Record<ImportedSlug, string[]> = {
    columns: snapshot.columns.map((column) => column.sourceId),
    menus: flattenMenus(snapshot.menus).map(({ item }) => sourceKey(item.id)),
    articles: [...snapshot.articles.keys()],
    'information-items': snapshot.information.map(({ item }) => sourceKey(item.id)),
    pictures: snapshot.pictures.map(({ item }) => sourceKey(item.id)),
    'rotation-charts': snapshot.rotationCharts.map(({ item }) => sourceKey(item.id)),
    exhibitors: snapshot.exhibitors.map(({ item }) => sourceKey(item.id)),
    downloads: snapshot.downloads.map(({ item }) => sourceKey(item.id)),
  }
  const taken: string[] = []
  for (const [collection, ids] of Object.entries(sourceIds) as [ImportedSlug, string[]][]) {
    const kept = ids.map(keepableId).filter((id) => id !== null)
    if (kept.length === 0) continue
    const { totalDocs } = await payload.count({
      collection,
      where: { and: [{ id: { in: kept } }, { importSourceId: { exists: false } }] },
      overrideAccess: true,
      trash: true,
    })
    if (totalDocs > 0) taken.push(`${KIND_LABELS[collection]} ${totalDocs} 项`)
  }
  if (taken.length === 0) return false
  report.fail(
    '本站已有的内容',
    `占用了原站内容的 ID（${taken.join('、')}），旧链接会打开它们而不是导入的内容：什么也没有写入。` +
      '请导入到一个空的数据库：另设 DATA_DIR（或 DATABASE_URL）后运行本命令，再用它启动网站（npm start 不会在有内容的数据库里放示例内容）',
  )
  return true
}

function countSteps(snapshot: SiteSnapshot): number {
  return (
    snapshot.columns.length +
    flattenMenus(snapshot.menus).length +
    snapshot.articles.size +
    snapshot.information.length +
    snapshot.pictures.length +
    snapshot.rotationCharts.length +
    snapshot.exhibitors.length +
    snapshot.downloads.length +
    2
  )
}

/**
 * J5: what the origin could not give and this site needs, said plainly with where to set it up:
 * above all what the registration form needs (without a notice, industries and show days nobody
 * can complete it). Judged on what is here after the run, so a re-run does not repeat what an
 * organiser has since filled in; a rehearsal counts what the real run would bring.
 */
async function sayWhatIsLacking(payload: Payload, report: ImportReport, snapshot: SiteSnapshot, extras: ProductExtras) {
  const here = await payload.findGlobal({ slug: 'registration-settings', depth: 0, overrideAccess: true, fallbackLocale: false })
  const registration = extras.registration ?? (here as unknown as Record<string, unknown>)
  const missing = [
    ...(registration.notice ? [] : ['个人信息处理告知']),
    ...((registration.industries as unknown[] | undefined)?.length ? [] : ['所属行业']),
    ...((registration.showDays as unknown[] | undefined)?.length ? [] : ['展期（各日）']),
  ]
  if (missing.length > 0) {
    const why = {
      'not-offered': '原后台没有观众登记',
      'no-account': '原站的观众登记设置只给其管理员看：加 --source-user（密码放在 IMPORT_SOURCE_PASSWORD）即可一并导入',
      refused: '原站未给出观众登记设置（见失败）',
    }[extras.registrationReason ?? 'refused']
    report.lacking.push(
      `观众登记设置：${why}。开放登记前请在 /admin › 观众登记 › 观众登记设置 填写：${missing.join('、')}；此前 /register 的表单无人能提交`,
    )
  }
  const halls = (await payload.count({ collection: 'halls', overrideAccess: true })).totalDocs
  if (halls === 0 && !extras.halls?.length)
    report.lacking.push('展位图：原站没有。请在 /admin › 展商与资料 › 展位图 按展馆上传 SVG 平面图，填写展位号并关联展商')
  if (!snapshot.english)
    report.lacking.push(
      '英文版：原后台只有菜单的英文名。英文页面的文章、信息、展商简介与站点设置需在后台逐项切换到 English 填写，未填写的页面显示“暂无英文版”',
    )
}
