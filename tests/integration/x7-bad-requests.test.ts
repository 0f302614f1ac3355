import config from '@payload-config'
import { APIError, getPayload, type Payload, type Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { callApi, expectError, SITE_ID } from '../helpers/content-api'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
})

describe('X7 findings of the bad-request generator, fixed', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])(
    'X7 /api/Website/%s is an unknown endpoint (404 envelope), not a property of Object (500 or 200)',
    async (name) => {
      expectError(await callApi(`/api/Website/${name}?siteId=${SITE_ID}`), 404)
      expectError(await callApi(`/api/Website/${name}`, { method: 'POST', body: JSON.stringify({ siteId: SITE_ID, id: 1 }) }), 404)
    },
  )

  it.each<[string, Where]>([
    ['a list of non-numbers for the id', { id: { in: 'a,b' } }],
    ['a non-number for a relationship', { menu: { equals: 'abc' } }],
    ['a non-number through a relationship', { 'menu.sortOrder': { greater_than: 'x' } }],
    ['a date that is none', { publishedAt: { greater_than: 'notadate' } }],
    ['a geo operator on a date', { publishedAt: { near: '1,2' } }],
    ['a geo operator on text', { title: { within: 'x' } }],
    ['"all" on a field holding one value', { title: { all: 'a' } }],
    ['a list where one value belongs', { title: { equals: ['a', 'b'] } }],
    ['an object where one value belongs', { title: { like: { x: 1 } } }],
    ['a bad condition inside or/and', { or: [{ and: [{ id: { in: 'x' } }] }] }],
  ])('X7 a query with %s is refused with 400 before the database sees it', async (_name, where) => {
    const error = await payload.find({ collection: 'articles', where }).then(
      () => null,
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(APIError)
    expect((error as APIError).status).toBe(400)
    expect((error as APIError).message).toMatch(/^查询条件无效/)
  })

  it.each<[string, Where]>([
    ['numbers as text', { id: { in: '1,2' } }],
    ['a date', { publishedAt: { greater_than: '2020-01-01' } }],
    ['a Date object', { publishedAt: { less_than: new Date() } }],
    ['exists', { title: { exists: true } }],
    ['like', { title: { like: '核' } }],
    ['null for a relationship', { menu: { equals: null } }],
  ])('X7 a good query (%s) still runs', async (_name, where) => {
    await expect(payload.find({ collection: 'articles', where, limit: 1 })).resolves.toHaveProperty('docs')
  })

  it.each(['abc', 'Infinity', ' ', 'NaN'])('X7 an id that no record can have (%j) is not found (404), not a 500', async (id) => {
    const error = await payload.findByID({ collection: 'articles', id }).then(
      () => null,
      (caught: unknown) => caught,
    )
    expect((error as APIError | null)?.status).toBe(404)
  })
})
