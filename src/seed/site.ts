import QRCode from 'qrcode'

import { beijing, inThePast, type SeedContext, seedOptions, uploadMedia } from './context'
import { partnerLogo } from './images/logos'
import { ad, articleCover, banner, headerLogo } from './images/scenes'
import { b, br, doc, link, p } from './lexical'
import { footerAddressEN, footerColumnsEN, footerEN, homeCardsEN, partnersEN, saveInEnglish } from './english'
import { resolveMenuLinks } from './links'
import { menuId, type MenuIds } from './menus'

const create = <T extends 'columns' | 'articles' | 'pictures' | 'information-items' | 'rotation-charts'>(
  ctx: SeedContext,
  collection: T,
  data: Record<string, unknown>,
) => ctx.payload.create({ collection, data: { ...data, _status: 'published' } as never, ...seedOptions })

async function column(ctx: SeedContext, name: string, description: string): Promise<number> {
  return (await create(ctx, 'columns', { name, description })).id
}

const partners = [
  ['中国核工业报', 'NUCLEAR DAILY', 'China Nuclear Industry News'],
  ['中国能源报', 'ENERGY NEWS', 'China Energy News'],
  ['核电网', 'NPOWER NET', 'Nuclear Power Portal'],
  ['国际核电观察', 'NUCLEAR WATCH', 'International Observer'],
  ['能源杂志', 'ENERGY MAG', 'Energy Magazine'],
  ['核科技前沿', 'ATOM FRONTIER', 'Science & Technology'],
  ['电力装备周刊', 'POWER EQUIP', 'Equipment Weekly'],
  ['中国电力传媒', 'CEPM', 'Electric Power Media'],
  ['工程建设报', 'BUILD TIMES', 'Construction Times'],
  ['核安全评论', 'SAFETY REVIEW', 'Nuclear Safety Review'],
  ['同位素与辐射', 'ISOTOPES', 'Isotopes & Radiation'],
  ['智能制造在线', 'SMART MFG', 'Intelligent Manufacturing'],
  ['清洁能源网', 'CLEAN POWER', 'Clean Energy Network'],
  ['国际能源资讯', 'GLOBAL ENERGY', 'Global Energy Info'],
] as const

const homeCards = [
  {
    title: '展会介绍',
    subtitle: '2027 年 4 月 14—17 日 · 北京',
    caption: 'About CNIE 2027',
    body: '中国国际核工业展览会每两年举办一届，本届展览面积 5 万平方米，预计参展企业 450 家、专业观众 3 万人次。',
  },
  {
    title: '展位预订',
    subtitle: '早鸟优惠 2 月 28 日截止',
    caption: 'Book a booth',
    body: '2027 年 2 月 28 日前签约并付款的参展企业，展位费享九折优惠。咨询电话：010-6866 1234。',
  },
  { title: '观众登记', subtitle: '预登记快速入场', caption: 'Visitor registration', link: 'https://www.cnie-expo.cn/register' },
  { title: '同期论坛', subtitle: '20 余场技术交流活动', caption: 'Forums and sessions', link: 'https://www.cnie-expo.cn/forums' },
] as const

export type SiteIds = {
  headerColumn: number
  footerColumn: number
  homeCardsColumn: number
  partnersColumn: number
  footerColumnsColumn: number
  qrColumn: number
  adPicture: number
}

/** The columns the shell shows (header logo, home cards, partners, footer, QR codes) and the ad. */
export async function seedSiteColumns(ctx: SeedContext, menus: MenuIds): Promise<SiteIds> {
  const homeMenu = menuId(menus, 'home')
  // In the past (E5: a future date would mean scheduled, not shown).
  const publishedAt = beijing(inThePast(['2026-11-01'])('2026-11-01'))
  const headerColumn = await column(ctx, '页眉信息', '页眉 Logo：取最后一个信息条目的图片')
  await create(ctx, 'information-items', {
    title: '页眉 Logo',
    column: headerColumn,
    cover: await uploadMedia(ctx, '中国国际核工业展览会 Logo', await headerLogo('logo-cnie-2027.png')),
  })

  const footerColumn = await column(ctx, '页脚信息', '页脚：取最后一个信息条目的内容')
  const footer = await create(ctx, 'information-items', {
    title: '版权与备案',
    column: footerColumn,
    detail: doc(
      // The ICP and 公安 numbers come from the site settings, so they are not repeated here.
      p(['© 2027 中国核能行业协会 版权所有', br(), '地址：北京市西城区三里河路 1 号 中国核能大厦 12 层　电话：010-6866 1234']),
    ),
  })
  await saveInEnglish(ctx, 'information-items', footer.id, { detail: doc(p([footerEN, br(), footerAddressEN])) })

  const homeCardsColumn = await column(ctx, '首页卡片', '横幅下方的文章卡片')
  for (const [index, card] of homeCards.entries()) {
    // Cards with a link open it in a new tab; the others open their own detail page (S21).
    const target = 'link' in card ? { link: card.link } : { detail: doc(p(card.body)) }
    const created = await create(ctx, 'articles', {
      title: card.title,
      subtitle: card.subtitle,
      column: homeCardsColumn,
      sortOrder: index,
      cover: await uploadMedia(ctx, card.title, await articleCover(card.caption, index, `card-${index + 1}.jpg`)),
      ...target,
      publishedAt,
    })
    const english = homeCardsEN[index]
    if (english) {
      await saveInEnglish(ctx, 'articles', created.id, {
        title: english.title,
        subtitle: english.subtitle,
        ...('body' in english ? { detail: doc(p(english.body)) } : {}),
      })
    }
  }

  const partnersColumn = await column(ctx, '合作媒体', '合作媒体轮播：文章封面为 Logo，链接为媒体网址')
  for (const [index, [nameCN, wordmark, tagline]] of partners.entries()) {
    const partner = await create(ctx, 'articles', {
      title: nameCN,
      column: partnersColumn,
      sortOrder: index,
      link: `https://media${index + 1}.example.cn/`,
      cover: await uploadMedia(ctx, nameCN, await partnerLogo({ wordmark, tagline }, index, `partner-${index + 1}.png`)),
      publishedAt,
    })
    const nameEN = partnersEN[index]
    if (nameEN) await saveInEnglish(ctx, 'articles', partner.id, { title: nameEN })
  }

  const footerColumnsColumn = await column(ctx, '页脚栏目', '页脚上方三栏：取前三篇文章的正文')
  const footerColumns = [
    [
      '关于我们',
      doc(
        p(b('关于我们')),
        p('中国国际核工业展览会由中国核能行业协会、中国核学会主办，每两年举办一届，是核工业领域规模最大的国际性专业展会。'),
        p(['电话：010-6866 1234', br(), '邮箱：', link('info@cnie-expo.cn', 'mailto:info@cnie-expo.cn')]),
      ),
    ],
    [
      '展会信息',
      doc(
        p(b('展会信息')),
        p([
          '时间：2027 年 4 月 14—17 日',
          br(),
          '地点：北京·中国国际展览中心（顺义馆）',
          br(),
          '地址：北京市顺义区天竺地区裕翔路 88 号',
          br(),
          '展馆：E1、E2、W3 馆',
        ]),
      ),
    ],
    [
      '服务链接',
      doc(
        p(b('服务链接')),
        p([
          link('展位预订', 'menu:booking'),
          br(),
          link('观众登记', 'menu:registration'),
          br(),
          link('资料下载', 'menu:downloads'),
          br(),
          link('交通指南', 'menu:travel'),
          br(),
          link('中国核能行业协会', 'https://www.china-nea.example.cn/'),
        ]),
      ),
    ],
  ] as const
  for (const [index, [title, detail]] of footerColumns.entries()) {
    const created = await create(ctx, 'articles', {
      title,
      detail: resolveMenuLinks(detail, menus),
      column: footerColumnsColumn,
      sortOrder: index,
      publishedAt,
    })
    const english = footerColumnsEN[index]
    if (english) {
      const lines = english.lines.flatMap((line, at) => (at === 0 ? [line] : [br(), line]))
      await saveInEnglish(ctx, 'articles', created.id, { title: english.title, detail: doc(p(b(english.title)), p(lines)) })
    }
  }

  const qrColumn = await column(ctx, '二维码', '页脚二维码')
  for (const [index, [title, url]] of [
    ['官方微信', 'https://www.cnie-expo.cn/wechat'],
    ['观众登记', 'https://www.cnie-expo.cn/register'],
    ['展商服务', 'https://www.cnie-expo.cn/exhibitors'],
  ].entries()) {
    const data = await QRCode.toBuffer(url ?? '', { type: 'png', width: 300, margin: 1, errorCorrectionLevel: 'M' })
    const picture = await uploadMedia(ctx, `${title ?? ''}二维码`, { name: `qr-${index + 1}.png`, mimetype: 'image/png', data })
    await create(ctx, 'pictures', { title, picture, link: url, column: qrColumn, sortOrder: index })
  }

  const adPicture = (
    await create(ctx, 'pictures', {
      title: '早鸟报名广告',
      picture: await uploadMedia(ctx, '早鸟报名：2 月 28 日前签约享九折', await ad('ad-early-bird.png')),
      link: 'https://www.cnie-expo.cn/page/booking',
    })
  ).id

  const banners = [
    { title: 'CNIE 2027', subtitle: 'Safe · Efficient · Innovative', tone: 'night' },
    { title: 'NUCLEAR FUTURE', subtitle: '450 exhibitors · 50,000 m² · 30,000 visitors', tone: 'dawn' },
    { title: 'HUALONG ONE', subtitle: 'Forum on serial construction, April 14', tone: 'crimson' },
  ] as const
  for (const [index, copy] of banners.entries()) {
    await create(ctx, 'rotation-charts', {
      title: copy.title,
      menu: homeMenu,
      sortOrder: index,
      picture: await uploadMedia(ctx, `${copy.title} 横幅`, await banner(copy, `banner-${index + 1}.jpg`)),
      link: index === 2 ? 'https://www.cnie-expo.cn/forums' : null,
    })
  }
  return { headerColumn, footerColumn, homeCardsColumn, partnersColumn, footerColumnsColumn, qrColumn, adPicture }
}
