import type { z } from 'zod'

import { envelopeSchema } from '@/content-source/contract'
import { CancelledError, HttpError, type HttpClient, type QueryParams } from '@/http-client'

export type Endpoint =
  | 'GetMenuList'
  | 'GetInformationList'
  | 'GetRotationChartList'
  | 'GetArticleList'
  | 'GetPictureList'
  | 'GetArticleDetail'
  | 'GetExhibitorList'
  | 'GetExhibitorDetail'
  | 'GetDownloadList'
  | 'GetSiteConfig'

export type WireList<T> = {
  items: T[]
  total?: number
  /** The answer's Content-Language, when it says one (this product's content API does; the original backend does not). */
  language?: string
}

/** The remote answered, but not in the shape of SPEC §4. */
export class RemoteContractError extends Error {
  override readonly name = 'RemoteContractError'

  constructor(
    readonly endpoint: Endpoint,
    cause: unknown,
  ) {
    super(`${endpoint}: the answer does not match the content API contract`, { cause })
  }
}

/** The remote said the thing asked for does not exist: HTTP 404 or envelope code 404. */
export function isNotFound(error: unknown): boolean {
  return error instanceof HttpError && (error.status === 404 || Number(error.code) === 404)
}

/** One call of the wire contract: siteId on every call, the answer checked against its schema. */
export async function fetchList<S extends z.ZodType>(
  client: HttpClient,
  siteId: string,
  endpoint: Endpoint,
  params: QueryParams,
  item: S,
): Promise<WireList<z.output<S>>> {
  let body: unknown
  let language: string | undefined
  try {
    const onHeaders = (headers: Headers) => (language = headers.get('content-language') ?? undefined)
    body = await client.get(`/api/Website/${endpoint}`, { params: { ...params, siteId }, onHeaders })
  } catch (error) {
    // Reads are coalesced so this cannot happen; if it ever does, it must not look like a cancel to a page.
    if (error instanceof CancelledError) throw new Error(`${endpoint}: request cancelled`, { cause: error })
    throw error
  }
  const parsed = envelopeSchema(item).safeParse(body)
  if (!parsed.success) throw new RemoteContractError(endpoint, parsed.error)
  return language === undefined ? parsed.data.data : { ...parsed.data.data, language }
}
