import type { IncomingMessage } from 'node:http'

import { CONTENT_API_CACHE } from '@/content-api/cacheable'
import { type CacheRoutes, createCachePolicy } from '@/response-cache/policy'
import { SITE_CACHE } from '@/site/cacheable'

/** The routes the production server gives the response cache (server.ts). */
export const PRODUCT_CACHE_ROUTES: CacheRoutes = { ...SITE_CACHE, contentApi: CONTENT_API_CACHE }

const policy = createCachePolicy(PRODUCT_CACHE_ROUTES)

export const cacheable = policy.cacheable

/** The cache key of a request under the product's routes, or null when the cache leaves it to Next. */
export const cacheKey = (request: IncomingMessage): string | null => policy.cacheable(request)?.key ?? null
