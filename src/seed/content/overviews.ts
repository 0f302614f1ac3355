import { b, doc, h2, link, p, ul } from '../lexical'
import type { PageSeed } from './pages'

/**
 * Overview pages of the top-level /info menus that have children (展会概况, 展商服务, 观众服务),
 * so clicking the parent itself shows a page rather than an empty state. Links point at the
 * children's pages by route; the site resolves the menu from the page it lands on.
 */
export const overviewPages: PageSeed[] = [
  {
    menu: 'about',
    title: '展会概况',
    subtitle: '第十届中国国际核工业展览会（CNIE 2027）',
    body: doc(
      p(
        '第十届中国国际核工业展览会将于 2027 年 4 月 14—17 日在北京·中国国际展览中心（顺义馆）举办。展会每两年一届，集中展示核电工程、核燃料循环、核级装备、仪控与数字化、核技术应用和退役治理等领域的最新成果。',
      ),
      h2('本届看点'),
      ul([
        [b('规模：'), '展览面积 5 万平方米，参展企业 450 家，专业观众 3 万人次'],
        [b('国际化：'), '12 个国家和地区组团参展，海外展区 6000 平方米'],
        [b('同期活动：'), '中国核能高质量发展大会及 20 余场专题论坛、对接会'],
        [b('新设专区：'), '核技术应用专区、青年人才招聘专区'],
      ]),
      p('详细信息请查看“展会介绍”“组织机构”“展区规划”和“往届回顾”栏目。'),
    ),
  },
  {
    menu: 'forExhibitors',
    title: '展商服务',
    subtitle: '从申请展位到布展撤展的一站式服务',
    body: doc(
      p('组委会展商服务部为参展企业提供展位申请、合同签订、搭建报审、展品运输、现场服务和宣传推广等一站式服务。'),
      h2('重要时间'),
      ul([
        '2027 年 2 月 28 日：早鸟优惠截止（展位费九折）',
        '2027 年 3 月 1 日：展位费余款截止',
        '2027 年 4 月 1 日：特装展位设计图纸报审截止',
        '2027 年 4 月 11—13 日：布展；4 月 17 日 16:00 后撤展',
      ]),
      p([
        '参展手册、展位申请表和展馆平面图可在',
        link('资料下载', 'menu:downloads'),
        '栏目获取。咨询电话：010-6866 1234，邮箱：',
        link('exhibit@cnie-expo.cn', 'mailto:exhibit@cnie-expo.cn'),
        '。',
      ]),
    ),
  },
  {
    menu: 'forVisitors',
    title: '观众服务',
    subtitle: '专业观众参观指南',
    body: doc(
      p('本届展会面向核工业及相关领域的专业观众开放。提前完成预登记的观众可凭电子胸卡二维码快速入场。'),
      h2('开放时间'),
      ul(['4 月 14—16 日：9:00—17:00', '4 月 17 日：9:00—14:00']),
      h2('观众须知'),
      ul(['展会谢绝 18 岁以下人员入场', '请随身携带身份证件，配合现场安检', '展馆内禁止吸烟，请勿携带易燃易爆物品']),
      p('观众登记、交通指南和酒店住宿信息请查看本栏目下的各页面。观众咨询电话：010-6866 5678。'),
    ),
  },
]
