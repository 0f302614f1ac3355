import { APIError, NotFound, type CollectionBeforeOperationHook, type CollectionConfig, type FlattenedField, type Payload } from 'payload'

/**
 * X7: Payload's REST API passes odd queries straight to the database adapter, which fails with
 * a 500 (`?where[id][in]=a`, `?where[publishedAt][greater_than]=x`, `?where[title][near]=1,2`,
 * `?where[title][equals][0]=a`, `/api/articles/abc`). Those are bad requests: this refuses them
 * first, with 400 (404 for an id that cannot exist), before any query is built.
 */

type Kind = 'id' | 'number' | 'date' | 'point' | 'relation' | 'other'
type Target = { kind: Kind; hasMany: boolean }

const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])
const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])
const DATE_OPERATORS = new Set([
  'equals',
  'not_equals',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'in',
  'not_in',
])
const EMPTY = new Set(['', 'null'])

const badQuery = (path: string, operator: string) => new APIError(`查询条件无效：${path} ${operator}`, 400, null, true)

function kindOf(field: FlattenedField): Kind {
  if (field.type === 'number') return 'number'
  if (field.type === 'date') return 'date'
  if (field.type === 'point') return 'point'
  if (field.type === 'relationship' || field.type === 'upload') return 'relation'
  return 'other'
}

/** The field a query path names, following single-collection relationships; null when Payload itself must judge it. */
function resolve(payload: Payload, fields: FlattenedField[], path: string): Target | null {
  const [name = '', ...rest] = path.split('.')
  if (name === 'id' && rest.length === 0) return { kind: 'id', hasMany: false }
  const field = fields.find((candidate) => candidate.name === name)
  if (!field) return null
  const hasMany = 'hasMany' in field && field.hasMany === true
  if (rest.length === 0) return { kind: kindOf(field), hasMany }
  if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') {
    const related = payload.collections[field.relationTo]?.config.flattenedFields
    return related ? resolve(payload, related, rest.join('.')) : null
  }
  return 'flattenedFields' in field ? resolve(payload, field.flattenedFields, rest.join('.')) : null
}

const isScalar = (value: unknown) => value === null || value instanceof Date || ['string', 'number', 'boolean'].includes(typeof value)
const isIdNumber = (value: unknown) => String(value).trim() !== '' && Number.isFinite(Number(value))
const isNumber = (value: unknown) => EMPTY.has(String(value)) || isIdNumber(value)
const isDate = (value: unknown) =>
  value instanceof Date ? !Number.isNaN(value.getTime()) : EMPTY.has(String(value)) || !Number.isNaN(new Date(String(value)).getTime())

function checkCondition(target: Target, path: string, operator: string, value: unknown, numericIds: boolean): void {
  if (operator === 'exists') return
  if (GEO_OPERATORS.has(operator)) {
    if (target.kind !== 'point') throw badQuery(path, operator)
    return
  }
  if (operator === 'all' && !target.hasMany) throw badQuery(path, operator)
  const values = LIST_OPERATORS.has(operator)
    ? typeof value === 'string'
      ? value.split(',')
      : Array.isArray(value)
        ? value
        : [value]
    : [value]
  if (!values.every(isScalar)) throw badQuery(path, operator)
  const numeric = target.kind === 'number' || (numericIds && (target.kind === 'id' || target.kind === 'relation'))
  if (numeric && !values.every(isNumber)) throw badQuery(path, operator)
  if (target.kind === 'date' && DATE_OPERATORS.has(operator) && !values.every(isDate)) throw badQuery(path, operator)
}

/** Walks a `where` (with its `and`/`or` branches) and throws on the first condition the database cannot run. */
export function checkWhere(payload: Payload, fields: FlattenedField[], where: unknown): void {
  if (where === null || typeof where !== 'object') return
  const numericIds = payload.db.defaultIDType === 'number'
  for (const [path, condition] of Object.entries(where)) {
    if ((path === 'and' || path === 'or') && Array.isArray(condition)) {
      for (const branch of condition) checkWhere(payload, fields, branch)
      continue
    }
    const target = resolve(payload, fields, path)
    if (!target || condition === null || typeof condition !== 'object') continue
    for (const [operator, value] of Object.entries(condition)) checkCondition(target, path, operator, value, numericIds)
  }
}

export const refuseMalformedQueries: CollectionBeforeOperationHook = ({ args, collection, req }) => {
  if ('where' in args) checkWhere(req.payload, collection.flattenedFields, args.where)
  if ('id' in args && args.id !== undefined && req.payload.db.defaultIDType === 'number' && !isIdNumber(args.id)) throw new NotFound(req.t)
  return args
}

/** The collection with the guard in front of its operations. */
export function withQueryGuard(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return { ...collection, hooks: { ...hooks, beforeOperation: [refuseMalformedQueries, ...(hooks.beforeOperation ?? [])] } }
}
