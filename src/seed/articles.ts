import { exhibitorCategoryNamesEN } from '@/content-model/exhibitor-categories'

import { exhibitors } from './content/exhibitors'
import { news } from './content/news'
import { overviewPages } from './content/overviews'
import { pages } from './content/pages'
import { beijing, inThePast, type SeedContext, seedOptions, uploadMedia } from './context'
import { exhibitorLogo } from './images/logos'
import { articleCover } from './images/scenes'
import { doc, h3, link, p, paragraphs, ul } from './lexical'
import { exhibitorFocusEN, saveInEnglish } from './english'
import { resolveMenuLinks } from './links'
import { menuId, type MenuIds } from './menus'

/** News, review articles and the single page of every /info menu. */
export async function seedArticles(ctx: SeedContext, menus: MenuIds): Promise<void> {
  const PAGES_DATE = '2026-12-01'
  const dated = inThePast([PAGES_DATE, ...news.map((item) => item.date)])
  for (const [index, item] of news.entries()) {
    const article = await ctx.payload.create({
      collection: 'articles',
      data: {
        _status: 'published',
        title: item.title,
        subtitle: item.subtitle,
        menu: menuId(menus, item.menu),
        publishedAt: beijing(dated(item.date)),
        cover: await uploadMedia(ctx, item.title, await articleCover(item.caption, index, `news-${index + 1}.jpg`)),
        detail: doc(...paragraphs(...item.body)),
      },
      ...seedOptions,
    })
    if (item.english) {
      const { title, subtitle, body } = item.english
      await saveInEnglish(ctx, 'articles', article.id, { title, subtitle, detail: doc(...paragraphs(...body)) })
    }
  }
  for (const page of [...overviewPages, ...pages]) {
    await ctx.payload.create({
      collection: 'articles',
      data: {
        _status: 'published',
        title: page.title,
        subtitle: page.subtitle,
        menu: menuId(menus, page.menu),
        publishedAt: beijing(dated(PAGES_DATE)),
        detail: resolveMenuLinks(page.body, menus),
      },
      ...seedOptions,
    })
  }
}

export async function seedExhibitors(ctx: SeedContext): Promise<void> {
  for (const [index, exhibitor] of exhibitors.entries()) {
    const website = `https://www.${exhibitor.domain}/`
    const contact = (phone: string, email: string) =>
      `${phone}${String(6200_0000 + index * 1379).replace(/(\d{4})(\d{4})/, '$1 $2')}\n${email}info@${exhibitor.domain}`
    const created = await ctx.payload.create({
      collection: 'exhibitors',
      data: {
        _status: 'published',
        nameCN: exhibitor.nameCN,
        nameEN: exhibitor.nameEN,
        booth: exhibitor.booth,
        category: exhibitor.category,
        sortOrder: index,
        website,
        contact: contact('电话：010-', '邮箱：'),
        logo: await uploadMedia(
          ctx,
          `${exhibitor.nameCN} Logo`,
          await exhibitorLogo(exhibitor.nameEN, exhibitor.short, `exhibitor-${index + 1}.png`),
        ),
        introduction: doc(
          p(`${exhibitor.nameCN}（${exhibitor.nameEN}）专注于${exhibitor.focus}，产品和服务已应用于国内外多个核电及核技术应用项目。`),
          h3('主要产品与服务'),
          ul(exhibitor.products),
          h3('本届展出'),
          p(`展位 ${exhibitor.booth}：展示${exhibitor.focus}领域的最新成果，欢迎专业观众莅临交流。`),
          p(['了解更多：', link(website, website)]),
        ),
      },
      ...seedOptions,
    })
    const focus = exhibitorFocusEN[exhibitor.nameEN] ?? exhibitorCategoryNamesEN[exhibitor.category]?.toLowerCase() ?? exhibitor.category
    await saveInEnglish(ctx, 'exhibitors', created.id, {
      contact: contact('Tel: +86 10 ', 'Email: '),
      introduction: doc(
        p(
          `${exhibitor.nameEN} specialises in ${focus}; its products and services are used in nuclear power and nuclear technology projects in China and abroad.`,
        ),
        h3('At CNIE 2027'),
        p(`Booth ${exhibitor.booth}: the latest work in ${focus}. Trade visitors are welcome.`),
        p(['More: ', link(website, website)]),
      ),
    })
  }
}
