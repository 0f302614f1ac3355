import { z } from 'zod'

/**
 * The content API's wire contract (SPEC §4), shared by the API, the remote content source and
 * the contract tests. Field names are the seed's and must not change.
 */

const id = z.union([z.number().int(), z.string().min(1)])
const url = z.string().nullable()
const html = z.string()

export type MenuItem = {
  id: number | string
  nameCN: string
  nameEN: string
  iconUrl: string | null
  coverUrl: string | null
  siteName: string
  link: string
  children: MenuItem[]
}

export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id,
    nameCN: z.string(),
    nameEN: z.string(),
    iconUrl: url,
    coverUrl: url,
    siteName: z.string(),
    link: z.string(),
    children: z.array(menuItemSchema),
  }),
)

export const informationItemSchema = z.object({ id, coverUrl: url, detail: html })

export const pictureItemSchema = z.object({ id, pictureUrl: z.string(), link: z.string().nullable().optional() })

export const articleItemSchema = z.object({
  id,
  title: z.string(),
  subtitle: z.string(),
  coverUrl: url,
  link: z.string().nullable(),
  detail: html,
  publishedAt: z.string().nullable().optional(),
})

export const exhibitorItemSchema = z.object({
  id,
  nameCN: z.string(),
  nameEN: z.string(),
  logoUrl: url,
  booth: z.string(),
  category: z.string(),
  introduction: html,
  website: z.string().nullable(),
  contact: z.string(),
  /** G1: when the profile was last saved (ISO 8601), for the sitemap's lastmod. Beyond the seed's shape: a service that does not send it is read as before. */
  updatedAt: z.string().optional(),
  /** B2: the products the exhibitor shows, with their pictures. Beyond the seed's shape: absent from a service that has none. */
  products: z.array(z.object({ name: z.string(), pictureUrl: url, description: z.string() })).optional(),
})

export const downloadItemSchema = z.object({
  id,
  title: z.string(),
  fileName: z.string(),
  fileSize: z.number().int().nonnegative(),
  mimeType: z.string(),
  updatedAt: z.string(),
})

/** G3: the exhibition as the settings describe it ('' when a field is not filled in). */
export const exhibitionSchema = z.object({
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  venueName: z.string(),
  streetAddress: z.string(),
  city: z.string(),
  region: z.string(),
  postalCode: z.string(),
  organizerName: z.string(),
  organizerUrl: z.string(),
  registrationUrl: z.string(),
})

export const siteConfigSchema = z.object({
  siteId: z.string(),
  siteName: z.string(),
  themeColor: z.string(),
  seoDescription: z.string(),
  seoKeywords: z.string(),
  icpNumber: z.string(),
  psbNumber: z.string(),
  headerInformationId: id.nullable(),
  footerInformationId: id.nullable(),
  homeCardsInformationId: id.nullable(),
  partnersInformationId: id.nullable(),
  footerColumnsInformationId: id.nullable(),
  qrInformationId: id.nullable(),
  adPictureId: id.nullable(),
  homeMenuId: id.nullable(),
  specialMenuIds: z.array(id),
  /** Not in the original backend's GetSiteConfig: absent there. */
  exhibition: exhibitionSchema.optional(),
})

export type InformationItem = z.infer<typeof informationItemSchema>
export type PictureItem = z.infer<typeof pictureItemSchema>
export type ArticleItem = z.infer<typeof articleItemSchema>
export type ExhibitorItem = z.infer<typeof exhibitorItemSchema>
export type DownloadItem = z.infer<typeof downloadItemSchema>
export type SiteConfig = z.infer<typeof siteConfigSchema>
export type Exhibition = z.infer<typeof exhibitionSchema>

export const envelopeSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    success: z.literal(true),
    code: z.literal(200),
    message: z.string().optional(),
    data: z.object({ items: z.array(item), total: z.number().int().nonnegative().optional() }),
  })

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  code: z.union([z.literal(400), z.literal(401), z.literal(404), z.literal(405), z.literal(429), z.literal(500), z.literal(503)]),
  message: z.string().min(1),
  data: z.object({ items: z.array(z.never()) }),
})

export type Envelope<T> = { success: true; code: 200; message?: string; data: { items: T[]; total?: number } }
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>

/** A page of a paged list; pageIndex starts at 1. */
export type Paged<T> = { items: T[]; total: number; pageIndex: number; pageSize: number }

export const PAGE_SIZE_MAX = 100
export const THEME_COLOR = '#B21410'
