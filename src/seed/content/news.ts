import { industryNews, reviewNews } from './news-industry'
import { showNews } from './news-show'

/**
 * A news article of the demo show: the key of its menu, the publishing date (Beijing time), title,
 * subtitle, the Latin caption of its generated cover, and its paragraphs.
 */
export type NewsSeed = {
  menu: string
  date: string
  title: string
  subtitle: string
  caption: string
  body: string[]
  /** G5: the article in English, when the demo has it. */
  english?: { title: string; subtitle: string; body: string[] }
}

/** 展会新闻, 行业动态 and 往届回顾. */
export const news: NewsSeed[] = [...showNews, ...industryNews, ...reviewNews]
