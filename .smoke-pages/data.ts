// Temporary smoke data for the routed pages (not part of the project; deleted after use).
import config from '@payload-config'
import { getPayload } from 'payload'
import sharp from 'sharp'

import { exhibitorCategories } from '@/content-model/exhibitor-categories'
import { doc, h2, p, ul } from '@/seed/lexical'

const o = { context: { disableRevalidate: true }, overrideAccess: true } as const

async function main() {
  const payload = await getPayload({ config })
  await payload.db.migrate()
  const png = async (w: number, h: number, bg: string) => sharp({ create: { width: w, height: h, channels: 3, background: bg } }).png().toBuffer()
  const media = async (name: string, w: number, h: number, bg: string) => {
    const data = await png(w, h, bg)
    return (await payload.create({ collection: 'media', data: { alt: name }, file: { data, mimetype: 'image/png', name: `${name}.png`, size: data.length }, ...o })).id
  }
  const cover = await media('cover', 1920, 480, '#345')
  const home = await payload.create({ collection: 'menus', data: { nameCN: '首页', nameEN: 'Home', link: '/home' }, ...o })
  const about = await payload.create({ collection: 'menus', data: { nameCN: '关于展会', nameEN: 'About', link: '/info', cover }, ...o })
  const intro = await payload.create({ collection: 'menus', data: { nameCN: '展会介绍', nameEN: 'Introduction', link: '/info', parent: about.id, siteName: '展会介绍 - 核博会' }, ...o })
  const news = await payload.create({ collection: 'menus', data: { nameCN: '新闻中心', nameEN: 'News', link: '/news', cover }, ...o })
  const show = await payload.create({ collection: 'menus', data: { nameCN: '展商名录', nameEN: 'Exhibitors', link: '/show' }, ...o })
  const dl = await payload.create({ collection: 'menus', data: { nameCN: '资料下载', nameEN: 'Downloads', link: '/download' }, ...o })
  await payload.updateGlobal({ slug: 'site-settings', data: { siteName: '中国国际核工业展览会', homeMenu: home.id }, ...o })
  await payload.create({ collection: 'articles', data: { title: '展会介绍', menu: intro.id, publishedAt: new Date('2026-01-02').toISOString(), detail: doc(h2('展会概况'), p('中国国际核工业展览会是亚洲规模最大的核工业专业展会之一。'), ul(['核电工程', '核燃料'])) }, ...o })
  for (let i = 1; i <= 23; i += 1) {
    const c = await media(`news-${i}`, 800, 450, `#${(0x300000 + i * 0x050505).toString(16).slice(0, 6)}`)
    await payload.create({
      collection: 'articles',
      data: { title: `第 ${i} 条新闻：核电站建设与核燃料循环的最新进展报告和行业展望（很长的标题测试换行）`, subtitle: `摘要 ${i}：本届展会吸引了来自国内外的众多核工业企业参展，展示最新技术与装备。`, cover: c, menu: news.id, publishedAt: new Date(Date.UTC(2026, 0, i, 2)).toISOString(), detail: doc(p(`正文 ${i}。`)) },
      ...o,
    })
  }
  for (let i = 1; i <= 20; i += 1) {
    const logo = await media(`logo-${i}`, 320, 160, '#eef')
    await payload.create({
      collection: 'exhibitors',
      data: { nameCN: `中核第${i}工程有限公司`, nameEN: `China Nuclear Engineering No.${i} Corporation Limited`, logo, booth: `A${i}-0${i % 9}`, category: exhibitorCategories[i % 8] ?? '核技术应用', introduction: doc(p('企业简介段落。')), website: 'https://www.cnnc.com.cn/', contact: `电话：010-1234567${i % 10}\n邮箱：info@example.cn\n地址：北京市海淀区` },
      ...o,
    })
  }
  const files = [
    ['参展手册.pdf', 'application/pdf', 1.2 * 1024 * 1024],
    ['展位申请表.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 356 * 1024],
    ['展商名单.csv', 'text/csv', 2000],
    ['展位图.png', 'image/png', 0],
    ['说明.txt', 'text/plain', 900],
  ] as const
  for (const [name, mimetype, size] of files) {
    const data = mimetype === 'image/png' ? await png(400, 300, '#aaa') : Buffer.alloc(Math.round(size), 65)
    const file = await payload.create({ collection: 'documents', data: {}, file: { data, mimetype, name, size: data.length }, ...o })
    await payload.create({ collection: 'downloads', data: { title: `2026 ${name.replace(/\..*$/, '')}（第十二届中国国际核工业展览会）`, file: file.id, menu: dl.id }, ...o })
  }
  console.log(JSON.stringify({ intro: intro.id, news: news.id, show: show.id, dl: dl.id }))
  await payload.destroy()
}
main().then(() => process.exit(0), (e: unknown) => { console.error(e); process.exit(1) })
