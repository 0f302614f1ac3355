import type { ArticleItem, ExhibitorItem, InformationItem, MenuItem, SiteConfig } from './types'

/**
 * G5 in remote mode. The English edition asks the remote with `lang=en`. This product's content
 * API then answers in English — texts nobody translated are empty, lists hold only what is
 * written in English — and says so: `Content-Language: en`. The original backend ignores `lang`
 * and answers in Chinese, saying nothing. An answer to `lang=en` that does not say English is
 * read as content nobody has written in English yet, which is what this product's own API would
 * answer for it: the English pages then say "not yet available in English" and link to the
 * Chinese page, instead of showing Chinese text under lang="en".
 */
export function answersInEnglish(contentLanguage: string | undefined): boolean {
  return (contentLanguage ?? '').split(',').some((tag) => tag.trim().toLowerCase().split('-')[0] === 'en')
}

/**
 * An item as this product's API gives it in English when nobody wrote its English: the texts
 * editors translate (the `localized` fields of src/content-model) empty, everything else as is.
 * Lists of articles and downloads show only what is written in English, so they are empty.
 */
export const withoutEnglish = {
  menu: (item: MenuItem): MenuItem => ({ ...item, siteName: '', children: item.children.map(withoutEnglish.menu) }),
  information: (item: InformationItem): InformationItem => ({ ...item, detail: '' }),
  article: (item: ArticleItem): ArticleItem => ({ ...item, title: '', subtitle: '', detail: '' }),
  exhibitor: (item: ExhibitorItem): ExhibitorItem => ({
    ...item,
    introduction: '',
    contact: '',
    ...(item.products === undefined ? {} : { products: [] }),
  }),
  siteConfig: (config: SiteConfig): SiteConfig => ({
    ...config,
    siteName: '',
    seoDescription: '',
    seoKeywords: '',
    ...(config.exhibition
      ? { exhibition: { ...config.exhibition, name: '', venueName: '', streetAddress: '', city: '', region: '', organizerName: '' } }
      : {}),
  }),
}
