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
import { SiteSettings } from './globals/SiteSettings'

export const collections = [Menus, RotationCharts, Columns, Articles, Pictures, InformationItems, Exhibitors, Downloads, Media, Documents, Users]
export const globals = [SiteSettings]
