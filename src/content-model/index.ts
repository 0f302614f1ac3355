import { Articles } from './collections/Articles'
import { Columns } from './collections/Columns'
import { Documents } from './collections/Documents'
import { Downloads } from './collections/Downloads'
import { Exhibitors } from './collections/Exhibitors'
import { InformationItems } from './collections/InformationItems'
import { Media } from './collections/Media'
import { Menus } from './collections/Menus'
import { Pictures } from './collections/Pictures'
import { RotationCharts } from './collections/RotationCharts'
import { Users } from './collections/Users'
import { PopupAd } from './globals/PopupAd'
import { SiteSettings } from './globals/SiteSettings'

import { withImportSource } from './import-source'
import { withPreview } from './preview'
import { withEditorsWorkflow, withStaffOnlyAdmin } from './workflow'

/** The content collections with drafts, versions and review (E1–E5). */
const contentCollections = [
  withPreview(Menus),
  RotationCharts,
  Columns,
  withPreview(Articles),
  Pictures,
  InformationItems,
  withPreview(Exhibitors),
  Downloads,
]
  .map(withEditorsWorkflow)
  .map(withImportSource)

/** The content model; payload.config.ts adds the audit log, the Baidu push and the query guard. */
export const collections = [...contentCollections, ...[Media, Documents].map(withStaffOnlyAdmin).map(withImportSource), Users]
export const globals = [SiteSettings, PopupAd]
