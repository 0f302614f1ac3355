import Link from 'next/link'
import { Suspense } from 'react'

import type { SiteConfig } from '@/content-source/contract'
import { getMenuTree, getPageSource } from '@/site/lib/content'
import { imageAttributes, imagePattern } from '@/site/lib/images'
import { readSection } from '@/site/lib/section'
import { getSiteLanguage } from '@/site/lib/locale'

import { HeaderSearch } from './HeaderSearch'
import { LanguageSwitch } from './LanguageSwitch.client'
import { Menu } from './Menu.client'

type HeaderProps = { config: SiteConfig | null; siteName: string; siteId: string; token: string | undefined }

/** S26: the logo is the cover of the last item of the header information column. */
async function readLogoUrl(config: SiteConfig | null): Promise<string | null> {
  const columnId = config?.headerInformationId
  if (columnId === null || columnId === undefined) return null
  const items = await readSection('header logo', async () => (await getPageSource()).getInformationItems(columnId))
  return items?.at(-1)?.coverUrl ?? null
}

/** S2: logo and main menu; G6: the search box and G5: the language switch beside the logo. */
export async function Header({ config, siteName, siteId, token }: HeaderProps) {
  const [logoUrl, menuList, { path }] = await Promise.all([readLogoUrl(config), readSection('menu', getMenuTree), getSiteLanguage()])
  return (
    <header className="site-header" data-section="header">
      <div className="site-header__bar">
        <div className="site-header__brand container">
          <Link href={path('/home')} className="site-header__home">
            {logoUrl ? (
              <img className="site-header__logo" {...imageAttributes(logoUrl, 'headerLogo', { eager: true })} alt={siteName} />
            ) : (
              <span className="site-header__logo-text">{siteName}</span>
            )}
            {logoUrl && (
              <span className="site-header__name" aria-hidden="true">
                {siteName}
              </span>
            )}
          </Link>
          <HeaderSearch />
          <Suspense fallback={null}>
            <LanguageSwitch />
          </Suspense>
        </div>
        {menuList && menuList.length > 0 && (
          <Menu menuList={menuList} iconPattern={imagePattern('menuIcon')} siteId={siteId} token={token} />
        )}
      </div>
    </header>
  )
}
