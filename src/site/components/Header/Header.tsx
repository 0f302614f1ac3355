import Link from 'next/link'

import type { SiteConfig } from '@/content-api/contract'
import { getContentSource } from '@/content-source'
import { getMenuTree } from '@/site/lib/content'
import { readSection } from '@/site/lib/section'

import { Menu } from './Menu.client'
import './header.css'

type HeaderProps = { config: SiteConfig | null; siteName: string; siteId: string; token: string | undefined }

/** S26: the logo is the cover of the last item of the header information column. */
async function readLogoUrl(config: SiteConfig | null): Promise<string | null> {
  const columnId = config?.headerInformationId
  if (columnId === null || columnId === undefined) return null
  const items = await readSection('header logo', async () => (await getContentSource()).getInformationItems(columnId))
  return items?.at(-1)?.coverUrl ?? null
}

/** S2: logo and main menu. */
export async function Header({ config, siteName, siteId, token }: HeaderProps) {
  const [logoUrl, menuList] = await Promise.all([readLogoUrl(config), readSection('menu', getMenuTree)])
  return (
    <header className="site-header" data-section="header">
      <div className="site-header__bar">
        <div className="site-header__brand container">
          <Link href="/home" className="site-header__home">
            {logoUrl ? (
              <img className="site-header__logo" src={logoUrl} alt={siteName} width={480} height={120} fetchPriority="high" />
            ) : (
              <span className="site-header__logo-text">{siteName}</span>
            )}
            {logoUrl && (
              <span className="site-header__name" aria-hidden="true">
                {siteName}
              </span>
            )}
          </Link>
        </div>
        {menuList && menuList.length > 0 && <Menu menuList={menuList} siteId={siteId} token={token} />}
      </div>
    </header>
  )
}
