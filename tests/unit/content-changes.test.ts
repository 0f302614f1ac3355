import { afterEach, describe, expect, test } from 'vitest'

import { contentKinds } from '@/content-model/content-kinds'
import { emitContentChanged, onContentChanged, type ContentChange } from '@/content-model/content-events'
import { localReadCache } from '@/content-model/read-cache'

const stops: Array<() => void> = []
afterEach(() => stops.splice(0).forEach((stop) => stop()))

const policy = { freshMs: Infinity, onFailure: () => {} }

describe('H5 a content change clears all, and names its kind for the listeners that read a few', () => {
  test('H5 a change of one kind clears every read of the read cache, not only the reads of that kind', async () => {
    const cache = localReadCache()
    await cache.read('menus:tree', async () => ['menu'], policy)
    await cache.read('articles:list', async () => ['article'], policy)
    expect(cache.size).toBeGreaterThanOrEqual(2)
    emitContentChanged(contentKinds.floorPlan)
    expect(cache.has('menus:tree')).toBe(false)
    expect(cache.has('articles:list')).toBe(false)
  })

  test('H5 listeners hear the kind that changed', () => {
    const heard: ContentChange[] = []
    stops.push(onContentChanged((change) => heard.push(change)))
    emitContentChanged(contentKinds.articles)
    emitContentChanged('all')
    expect(heard).toEqual(['articles', 'all'])
  })
})
