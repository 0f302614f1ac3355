import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import { expect } from 'vitest'

import * as route from '@/content-api/route'
import { openApiDocument } from '@/content-api/openapi'

export const SITE_ID = 'nuclear-expo'

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS' | 'HEAD'

export type ApiAnswer = { status: number; headers: Headers; body: unknown; response: Response }

/** Calls the content API's route handlers exactly as Next does, against the run's real database. */
export async function callApi(pathAndQuery: string, init: RequestInit & { method?: Method } = {}): Promise<ApiAnswer> {
  const url = new URL(pathAndQuery, 'http://expo.test')
  const endpoint = url.pathname
    .replace(/^\/api\/Website\/?/, '')
    .split('/')
    .filter(Boolean)
  const method = (init.method ?? 'GET') as Method
  const handler = method === 'HEAD' ? route.GET : route[method]
  const response = await handler(new Request(url, { ...init, method: method === 'HEAD' ? 'GET' : method }), {
    params: Promise.resolve({ endpoint }),
  })
  const type = response.headers.get('content-type') ?? ''
  const body = type.includes('json') ? ((await response.clone().json()) as unknown) : undefined
  return { status: response.status, headers: response.headers, body, response }
}

export const get = (endpoint: string, query: Query = {}, init: RequestInit & { method?: Method } = {}) =>
  callApi(`/api/Website/${endpoint}?${new URLSearchParams({ siteId: SITE_ID, ...stringify(query) })}`, init)

type Query = Record<string, string | number | undefined>

const stringify = (query: Query) =>
  Object.fromEntries(Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])))

type Schema = Record<string, unknown>

const validators = new Map<string, ValidateFunction>()

function responseSchema(path: string, method: 'get' | 'post', status: string): Schema {
  const document = openApiDocument() as { paths: Record<string, Record<string, Schema>>; components: Schema }
  const operation = document.paths[path]?.[method] as { responses: Record<string, { content: Record<string, { schema: Schema }> }> }
  const schema = operation.responses[status]?.content['application/json']?.schema
  if (!schema) throw new Error(`no ${status} schema for ${method} ${path} in openapi.json`)
  return { ...schema, components: document.components }
}

/** A4: the answer matches the OpenAPI document, field for field (no extra fields, order as declared). */
export function expectContract(endpoint: string, answer: ApiAnswer, status = 200): void {
  expect(answer.status).toBe(status)
  const key = `${endpoint} ${status}`
  let validate = validators.get(key)
  if (!validate) {
    const ajv = new Ajv2020({ strict: false, allErrors: true })
    validate = ajv.compile(responseSchema(`/api/Website/${endpoint}`, endpoint === 'DownloadFile' ? 'post' : 'get', String(status)))
    validators.set(key, validate)
  }
  const valid = validate(answer.body)
  expect(validate.errors ?? [], JSON.stringify(answer.body).slice(0, 500)).toEqual([])
  expect(valid).toBe(true)
  if (status === 200) expectFieldOrder(endpoint, answer.body)
}

function expectFieldOrder(endpoint: string, body: unknown): void {
  const document = openApiDocument() as { components: { schemas: Record<string, { properties: Record<string, unknown> }> } }
  type Envelope = { properties: { data: { properties: { items: { items: { $ref: string } } } } } }
  const schema = responseSchema(`/api/Website/${endpoint}`, 'get', '200') as unknown as Envelope
  const itemName = schema.properties.data.properties.items.items.$ref.split('/').pop() ?? ''
  const declared = Object.keys(document.components.schemas[itemName]?.properties ?? {})
  for (const item of (body as { data: { items: Record<string, unknown>[] } }).data.items) {
    const keys = Object.keys(item)
    expect(keys, `${endpoint} field order`).toEqual(declared.filter((name) => keys.includes(name)))
  }
  expect(Object.keys(body as object)).toEqual(['success', 'code', 'data'])
}

export function expectError(answer: ApiAnswer, status: 400 | 401 | 404 | 405): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status)
  expect(answer.body).toMatchObject({ success: false, code: status, data: { items: [] } })
  expect((answer.body as { message: string }).message.length).toBeGreaterThan(0)
}

export const items = <T = Record<string, unknown>>(answer: ApiAnswer): T[] => (answer.body as { data: { items: T[] } }).data.items
export const total = (answer: ApiAnswer): number | undefined => (answer.body as { data: { total?: number } }).data.total
