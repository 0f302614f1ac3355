import type { CollectionConfig } from 'payload'

import { adminComponents } from '@/content-model/admin-components'

import { contentAccess } from '@/accounts/access'
import type { ContentKind } from './content-kinds'
import { sortOrderField } from './fields'
import { announceChanges } from './change-hooks'

type ContentCollectionConfig = Omit<CollectionConfig, 'access' | 'labels' | 'trash'> & {
  /** The name editors see, one for both the singular and the plural when the same. */
  labels: string | { singular: string; plural: string }
  /** What its changes announce, for the listeners that read only some kinds (every cache clears all). */
  changeKind: ContentKind
  /** Who reads and writes it: content access (E2) unless said otherwise (uploads). */
  access?: CollectionConfig['access']
}

/**
 * A collection of site content: each public change announced (the site's caches clear), deleting
 * moves to the 回收站 (E8, the purgeTrash job removes it for good after 30 days; editors restore
 * what they moved there, as a draft for review), visitors read what is published and staff write
 * by role (E1, E2). Its own hooks run after the announcement.
 */
export function contentCollection({
  labels,
  changeKind,
  access = contentAccess,
  hooks = {},
  ...config
}: ContentCollectionConfig): CollectionConfig {
  const announce = announceChanges(changeKind)
  return {
    ...config,
    // E7: whoever is editing is named, and told at once when someone takes over.
    admin: {
      ...config.admin,
      components: {
        ...config.admin?.components,
        edit: { ...config.admin?.components?.edit, beforeDocumentControls: [adminComponents.lockWatch] },
      },
    },
    labels: typeof labels === 'string' ? { singular: labels, plural: labels } : labels,
    trash: true,
    access,
    hooks: {
      ...hooks,
      afterChange: [...announce.afterChange, ...(hooks.afterChange ?? [])],
      afterDelete: [...announce.afterDelete, ...(hooks.afterDelete ?? [])],
    },
  }
}

/**
 * A content collection of titled items that editors order by hand inside a column or a menu
 * (pictures, banners, information items): listed by name, where they belong and their order.
 */
export function orderedItemCollection({
  listedUnder,
  fields,
  ...config
}: Omit<ContentCollectionConfig, 'admin' | 'defaultSort'> & { listedUnder: 'column' | 'menu' }): CollectionConfig {
  return contentCollection({
    ...config,
    admin: { group: '内容', useAsTitle: 'title', defaultColumns: ['title', listedUnder, 'sortOrder'] },
    defaultSort: 'sortOrder',
    fields: [{ name: 'title', type: 'text', label: '名称', required: true, maxLength: 100 }, ...fields, sortOrderField()],
  })
}
