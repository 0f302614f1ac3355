import type { ReactNode } from 'react'

import { getMenuContext, getMenuTree } from '@/site/lib/content'
import { findMenuPath, menuHref } from '@/site/lib/menu-context'
import { readSection } from '@/site/lib/section'
import { breadcrumbLd } from '@/site/seo/json-ld'
import { JsonLdScript } from '@/site/seo/JsonLdScript'
import { siteOrigin } from '@/site/seo/site-url'
import { getSiteLanguage } from '@/site/lib/locale'

import { Breadcrumb } from './Breadcrumb'
import { HomeSection } from './HomeSection/HomeSection'

type PageShellProps = {
  /** The page's `menuId` search param, as Next gives it (`(await searchParams).menuId`). */
  menuId: string | string[] | undefined
  /** Only the /home page passes this: carousel instead of cover, no breadcrumb. */
  isHome?: boolean
  /** Names appended to the menu's breadcrumb, e.g. the article a detail page shows. */
  crumbs?: readonly string[]
  /** A task page (registration, the floor plan, the exhibitors' centre): the home cards are left out. */
  task?: boolean
  children: ReactNode
}

/**
 * The part of every public page below the header (S3, S4): the banner/cover and home cards for
 * the page's menuId, then the breadcrumb and the page's own content. The layout around it holds
 * the ad, header, partners and footers. Use it as the root of each routed page:
 *
 *   const { menuId } = await searchParams
 *   const context = await getMenuContext(menuId)   // null → notFound() if the page needs a menu
 *   return <PageShell menuId={menuId}>…</PageShell>
 */
export async function PageShell({ menuId, isHome = false, crumbs = [], task = false, children }: PageShellProps) {
  const context = isHome ? null : await readSection('menu', () => getMenuContext(menuId))
  const tree = context ? await readSection('menu', getMenuTree) : null
  const { path } = await getSiteLanguage()
  // G3: the same trail for search engines, each menu with its page's address.
  const trail = [
    ...((context && tree && findMenuPath(tree, String(context.menu.id))) || []).map((item) => ({
      name: item.nameCN,
      path: path(menuHref(item)),
    })),
    ...crumbs.map((name) => ({ name })),
  ]
  return (
    <>
      <HomeSection menuId={menuId} isHome={isHome} cards={!task} />
      <div className="page container" data-section="page">
        {!isHome && <Breadcrumb items={[...(context?.breadcrumb ?? []), ...crumbs]} />}
        {!isHome && trail.length > 0 && <JsonLdScript data={breadcrumbLd(siteOrigin(), trail)} />}
        {children}
      </div>
    </>
  )
}
