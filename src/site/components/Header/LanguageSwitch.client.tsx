'use client'

import { usePathname, useSearchParams } from 'next/navigation'

import { localizedPath, LOCALES, splitLocalePath } from '@/locales/languages'
import { islandText } from '@/site/lib/island-text'
import { useSiteLanguage } from '@/site/lib/use-site-language'

/**
 * G5: 中文 / English, each leading to this same page in that language (its path and query). A
 * plain link: the other edition is another document (its own `lang`), loaded whole.
 */
export function LanguageSwitch() {
  const { locale, text } = useSiteLanguage()
  const { path } = splitLocalePath(usePathname())
  const query = useSearchParams().toString()
  return (
    <nav className="language-switch" aria-label={text.languageSwitch}>
      <ul className="language-switch__list">
        {LOCALES.map((code) => {
          const { htmlLang } = islandText(code)
          const name = code === 'en' ? 'English' : '中文'
          return (
            <li key={code} className="language-switch__item">
              {code === locale ? (
                <span className="language-switch__current" lang={htmlLang} aria-current="true">
                  {name}
                </span>
              ) : (
                <a
                  className="language-switch__link"
                  href={`${localizedPath(path, code)}${query ? `?${query}` : ''}`}
                  lang={htmlLang}
                  hrefLang={htmlLang}
                >
                  {name}
                </a>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
