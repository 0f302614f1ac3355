import type { CollectionConfig, Field } from 'payload'

import { staffField } from '@/accounts/access'

/**
 * I2: where an imported document came from (its id at the original backend) and a hash of what
 * it was made from, so a re-run of `npm run import` updates what changed and never duplicates.
 * Written by the import only; editors see them read-only, visitors not at all.
 */
const importSourceFields: Field[] = [
  {
    name: 'importSourceId',
    type: 'text',
    label: '导入来源 ID',
    index: true,
    access: { read: staffField },
    admin: {
      readOnly: true,
      position: 'sidebar',
      description: '从原后台导入时的 ID；重新导入时据此更新',
      // Shown on imported documents only.
      condition: (data) => Boolean(data?.importSourceId),
    },
  },
  { name: 'importHash', type: 'text', access: { read: staffField }, admin: { hidden: true } },
]

/** I1: the SHA-256 of an upload's bytes, so a picture or file referenced many times is stored once. */
const contentHashField: Field = {
  name: 'contentHash',
  type: 'text',
  index: true,
  access: { read: staffField },
  admin: { hidden: true },
}

export function withImportSource(collection: CollectionConfig): CollectionConfig {
  const fields = collection.upload ? [contentHashField] : importSourceFields
  return { ...collection, fields: [...collection.fields, ...fields] }
}
