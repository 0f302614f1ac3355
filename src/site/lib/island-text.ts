import { LANGUAGE_TAGS, type Locale } from '@/locales/languages'

/**
 * G5: the fixed words the client islands (menu, language switch, carousels, pop-up ad, download
 * button, error page) speak, in each edition. Kept apart from `site-text.ts`, which includes
 * them, so the browser downloads these few words and not every page's (first-load JS).
 */
const zh = {
  htmlLang: LANGUAGE_TAGS.zh,
  mainNav: '主导航',
  menu: '菜单',
  expandSubmenu: (name: string, expanded: boolean) => `${expanded ? '收起' : '展开'}${name}子菜单`,
  languageSwitch: '语言',
  download: '下载',
  downloading: '下载中…',
  downloadFailed: '下载失败，请稍后重试',
  partners: '合作媒体',
  banner: '首页轮播图',
  bannerControls: '轮播图',
  bannerSlide: (siteName: string, index: number) => `${siteName} 轮播图 ${index}`,
  play: (label: string) => `播放${label}`,
  pause: (label: string) => `暂停${label}`,
  slide: (label: string, index: number, count: number) => `${label}第 ${index} 页，共 ${count} 页`,
  ad: '广告',
  adImage: '首页广告',
  closeAd: '关闭广告',
  backHome: '返回首页',
  errorTitle: '页面暂时无法显示',
  errorText: '请稍后再试。',
  retry: '重试',
}

export type IslandText = typeof zh

const en: IslandText = {
  htmlLang: LANGUAGE_TAGS.en,
  mainNav: 'Main navigation',
  menu: 'Menu',
  expandSubmenu: (name, expanded) => `${expanded ? 'Collapse' : 'Expand'} the ${name} submenu`,
  languageSwitch: 'Language',
  download: 'Download',
  downloading: 'Downloading…',
  downloadFailed: 'The download failed; please try again later',
  partners: 'Media Partners',
  banner: 'Home page slides',
  bannerControls: 'slides',
  bannerSlide: (siteName, index) => `${siteName} slide ${index}`,
  play: (label) => `Play the ${label}`,
  pause: (label) => `Pause the ${label}`,
  slide: (label, index, count) => `${label}: slide ${index} of ${count}`,
  ad: 'Advertisement',
  adImage: 'Advertisement',
  closeAd: 'Close the advertisement',
  backHome: 'Back to the home page',
  errorTitle: 'This page cannot be shown right now',
  errorText: 'Please try again in a moment.',
  retry: 'Try again',
}

export const islandTexts: Record<Locale, IslandText> = { zh, en }

export const islandText = (locale: Locale): IslandText => islandTexts[locale]
