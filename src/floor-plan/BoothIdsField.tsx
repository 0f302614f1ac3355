'use client'

import { FieldLabel, useField } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'

/**
 * B5: the hall's 图中的展位 ID, read from its plan on save, shown as a plain list. Payload's own
 * JSON field would load its code editor from a CDN, which the admin's CSP refuses: nothing of
 * the admin comes from another origin.
 */
export const BoothIdsField: JSONFieldClientComponent = ({ field, path }) => {
  const { value } = useField<unknown>({ path })
  const ids = Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []
  return (
    <div className="field-type booth-ids">
      <FieldLabel label={field.label} path={path} />
      {ids.length === 0 ? (
        <p className="booth-ids__none">保存后列出平面图中的展位 ID</p>
      ) : (
        <ul className="booth-ids__list">
          {ids.map((id) => (
            <li key={id}>
              <code>{id}</code>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
