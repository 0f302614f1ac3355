import type { Field, PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import type { Registration } from '@/payload-types'
import { Registrations } from '@/registration/collection'

/** Every field's name that carries hooks of its own, whatever rows and groups hold it. */
function fieldsWithHooks(fields: Field[]): string[] {
  return fields.flatMap((field) => [
    ...('name' in field && 'hooks' in field && field.hooks && Object.values(field.hooks).some((list) => list?.length) ? [field.name] : []),
    ...('fields' in field && Array.isArray(field.fields) ? fieldsWithHooks(field.fields) : []),
  ])
}

describe('H3 the registration form writes its rows past Payload’s create operation (src/registration/register.ts)', () => {
  it('H3 a hook added to the registrations collection or one of its fields fails here: the direct write would skip it silently', () => {
    const hooks = Object.entries(Registrations.hooks ?? {}).flatMap(
      ([kind, list]) => (list as { name: string }[] | undefined)?.map((hook) => `${kind}:${hook.name}`) ?? [],
    )
    // Each one here is known to act on updates or deletes only (checked below); a new one must be
    // run by register.ts, or the write must go through payload.create.
    expect(hooks).toEqual(['beforeChange:newSecretWhenRevoked', 'afterChange:promoteWhenPlaceFreed', 'afterDelete:promoteWhenDeleted'])
    expect(fieldsWithHooks(Registrations.fields)).toEqual([])
  })

  it('H3 the hooks the direct write skips do nothing on a create', async () => {
    const [beforeChange] = Registrations.hooks?.beforeChange ?? []
    const [afterChange] = Registrations.hooks?.afterChange ?? []
    const data = { status: 'registered', badgeSecret: 'KEPT' } as Partial<Registration>
    const untouchable = new Proxy({} as PayloadRequest, {
      get: () => {
        throw new Error('a create reached the request')
      },
    })
    const created = { ...data, id: 1 } as Registration
    const before = await beforeChange?.({ data: { ...data }, operation: 'create', req: untouchable } as never)
    expect(before).toEqual(data)
    await expect(afterChange?.({ doc: created, operation: 'create', req: untouchable } as never)).resolves.toBe(created)
  })
})
