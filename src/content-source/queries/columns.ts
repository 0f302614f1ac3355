import type { Payload, Sort } from 'payload'

import type { Article, Picture, RotationChart } from '@/payload-types'
import type { PageContext } from '@/content-model/public-paths'

import { readLinkContext, richTextToHtml } from '../html'
import type { ArticleItem, InformationItem, Paged, PictureItem } from '@/content-source/contract'
import { notFound } from '../errors'
import { findPublished, findPublishedById, published, readOptions, writtenIn } from './published'
import { uploadUrl } from './urls'

async function assertExists(payload: Payload, collection: 'columns' | 'menus', id: number): Promise<void> {
  const { totalDocs } = await payload.count({ collection, where: published({ id: { equals: id } }) })
  if (totalDocs === 0) throw notFound(collection === 'columns' ? `信息栏目 ${id} 不存在` : `菜单 ${id} 不存在`)
}

export const assertColumnExists = (payload: Payload, id: number) => assertExists(payload, 'columns', id)
export const assertMenuExists = (payload: Payload, id: number) => assertExists(payload, 'menus', id)

/** The wire shape of articles, their internal links read in one go. */
async function toArticleItems(payload: Payload, articles: Article[]): Promise<ArticleItem[]> {
  const links = await readLinkContext(
    payload,
    articles.map((article) => article.detail),
  )
  return articles.map((article) => toArticleItem(article, links))
}

function toArticleItem(article: Article, links: PageContext): ArticleItem {
  return {
    id: article.id,
    // G5: an English read of an article never written in English has no title.
    title: article.title ?? '',
    subtitle: article.subtitle ?? '',
    coverUrl: uploadUrl(article.cover),
    link: article.link || null,
    detail: richTextToHtml(article.detail, links),
    publishedAt: article.publishedAt ?? null,
  }
}

/** GetInformationList: the column's information items in editor order. */
export async function getInformationList(payload: Payload, columnId: number): Promise<InformationItem[]> {
  await assertColumnExists(payload, columnId)
  const docs = await findPublished(payload, 'information-items', { column: { equals: columnId } }, ['sortOrder', 'id'])
  const links = await readLinkContext(
    payload,
    docs.map((item) => item.detail),
  )
  return docs.map((item) => ({ id: item.id, coverUrl: uploadUrl(item.cover), detail: richTextToHtml(item.detail, links) }))
}

/** GetArticleList by column: the column's articles in editor order. */
export async function getColumnArticles(payload: Payload, columnId: number): Promise<ArticleItem[]> {
  await assertColumnExists(payload, columnId)
  return toArticleItems(
    payload,
    await findPublished(payload, 'articles', writtenIn('title', { column: { equals: columnId } }), ['sortOrder', '-publishedAt', 'id']),
  )
}

/** The menu's id and its descendants' ids (menus are a shallow tree: a query per level). */
async function menuAndDescendants(payload: Payload, menuId: number): Promise<number[]> {
  const ids = [menuId]
  let level = [menuId]
  while (level.length > 0 && ids.length < 1000) {
    const { docs } = await payload.find({
      collection: 'menus',
      ...readOptions(),
      where: published({ parent: { in: level } }),
      depth: 0,
      limit: 0,
      pagination: false,
      select: {},
    })
    level = docs.map((menu) => menu.id).filter((id) => !ids.includes(id))
    ids.push(...level)
  }
  return ids
}

/**
 * GetArticleList by menu: the menu's articles, newest first, one page; with includeSubmenus,
 * its sub-menus' articles too (新闻中心 lists the news of 展会新闻 and 行业动态).
 */
export async function getMenuArticles(
  payload: Payload,
  menuId: number,
  { pageIndex, pageSize, includeSubmenus = false }: { pageIndex: number; pageSize: number; includeSubmenus?: boolean },
): Promise<Paged<ArticleItem>> {
  await assertMenuExists(payload, menuId)
  const sort: Sort = ['-publishedAt', '-id']
  // Z1: the page's ids first, then those articles in full. Read whole in one go, every article
  // of the menu would have its texts gathered in every language before the sort kept ten.
  const page = await payload.find({
    collection: 'articles',
    ...readOptions(),
    where: published(writtenIn('title', { menu: { in: includeSubmenus ? await menuAndDescendants(payload, menuId) : [menuId] } })),
    depth: 0,
    page: pageIndex,
    limit: pageSize,
    sort,
    select: {},
  })
  const ids = page.docs.map((article) => article.id)
  const { docs } =
    ids.length === 0
      ? { docs: [] }
      : await payload.find({
          collection: 'articles',
          ...readOptions(),
          where: published({ id: { in: ids } }),
          depth: 1,
          limit: ids.length,
          pagination: false,
          sort,
        })
  return { items: await toArticleItems(payload, docs), total: page.totalDocs, pageIndex, pageSize }
}

export async function getArticle(payload: Payload, id: number): Promise<ArticleItem> {
  const article = await findPublishedById(payload, 'articles', id)
  if (!article) throw notFound(`文章 ${id} 不存在`)
  return toArticleItem(article, await readLinkContext(payload, [article.detail]))
}

/** Pictures and banners on the wire; one whose image is gone is left out. */
function toPictureItems(pictures: (Picture | RotationChart)[]): PictureItem[] {
  return pictures.flatMap((picture) => {
    const pictureUrl = uploadUrl(picture.picture)
    return pictureUrl ? [{ id: picture.id, pictureUrl, link: picture.link || null }] : []
  })
}

/** GetPictureList by column: the column's pictures in editor order. */
export async function getColumnPictures(payload: Payload, columnId: number): Promise<PictureItem[]> {
  await assertColumnExists(payload, columnId)
  return toPictureItems(await findPublished(payload, 'pictures', { column: { equals: columnId } }, ['sortOrder', 'id']))
}

/** GetPictureList by PictureId: that one picture. */
export async function getPicture(payload: Payload, id: number): Promise<PictureItem[]> {
  const picture = await findPublishedById(payload, 'pictures', id)
  const items = toPictureItems(picture ? [picture] : [])
  if (items.length === 0) throw notFound(`图片 ${id} 不存在`)
  return items
}

/** GetRotationChartList: the menu's banners in editor order. */
export async function getRotationCharts(payload: Payload, menuId: number): Promise<PictureItem[]> {
  await assertMenuExists(payload, menuId)
  return toPictureItems(await findPublished(payload, 'rotation-charts', { menu: { equals: menuId } }, ['sortOrder', 'id']))
}
