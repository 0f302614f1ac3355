import type { Locale } from '@/locales/languages'

/** B2: the words of an exhibitor's products on /showDetail, in each edition. */
const zh = {
  products: '展品',
  pictureOf: (name: string) => `展品图片：${name}`,
}

const en: typeof zh = {
  products: 'Products',
  pictureOf: (name) => `Product picture: ${name}`,
}

export const exhibitorText = (locale: Locale) => (locale === 'en' ? en : zh)
