import type { NewsSeed } from './news'

/** 展会新闻: news of the show itself, newest first. */
export const showNews: NewsSeed[] = [
  {
    menu: 'showNews',
    date: '2027-03-28',
    title: '第十届中国国际核工业展览会展位预订进入最后阶段',
    subtitle: '展览面积达 5 万平方米，已有 420 余家企业确认参展，剩余展位集中在 W3 馆。',
    caption: 'Booth booking closes soon',
    english: {
      title: 'CNIE 2027 booth booking enters its final stage',
      subtitle: 'With 50,000 m² of exhibition space, more than 420 companies have confirmed; the remaining booths are in Hall W3.',
      body: [
        'The 10th China International Nuclear Industry Exhibition (CNIE 2027) will be held on 14–17 April 2027 at the China International Exhibition Center (Shunyi) in Beijing. By late March more than 420 companies from 18 countries and regions had confirmed their participation.',
        'Halls E1 and E2 are sold out. The remaining booths are in the nuclear technology applications zone of Hall W3.',
        'Companies wishing to exhibit should submit their booth application soon and send the drawings of custom-built stands for review before 1 April. Enquiries: +86 10 6866 1234.',
      ],
    },
    body: [
      '第十届中国国际核工业展览会（CNIE 2027）将于 2027 年 4 月 14 日至 17 日在北京中国国际展览中心（顺义馆）举办。截至 3 月下旬，已有来自 18 个国家和地区的 420 余家企业确认参展，展位预订进入最后阶段。',
      '本届展会展览面积达 5 万平方米，设核电工程与设计、核燃料循环、核级装备制造、仪控与数字化、核技术应用、退役与废物治理六大专业展区。目前 E1、E2 馆已全部售罄，剩余展位集中在 W3 馆的核技术应用展区。',
      '与上届相比，本届展会特装展位面积占比提高到 72%，多家核电设备制造企业将首次展出 1:1 实物展品，包括主泵转子、控制棒驱动机构和核级阀门解剖件。',
      '组委会提醒有意参展的企业尽快提交展位申请表，并于 4 月 1 日前完成特装展位的设计图纸报审。参展咨询电话：010-6866 1234。',
    ],
  },
  {
    menu: 'showNews',
    date: '2027-03-15',
    title: '“华龙一号”批量化建设专题论坛议程公布',
    subtitle: '论坛将于展会首日下午举行，围绕设计标准化、供应链协同和建造效率展开讨论。',
    caption: 'Hualong One forum agenda',
    english: {
      title: 'Agenda announced for the Hualong One serial construction forum',
      subtitle:
        'The forum takes place on the afternoon of the opening day, on design standardisation, supply chain coordination and construction efficiency.',
      body: [
        'The Hualong One serial construction forum will be held on the afternoon of 14 April in Hall A on the second floor of the conference centre.',
        'Experts from design institutes, EPC contractors, equipment manufacturers and operators will speak on standardised design, modular construction, supply chain coordination and digital handover, followed by a panel discussion.',
        'The forum is open to all registered trade visitors. Seats are limited; please book through the visitor registration page.',
      ],
    },
    body: [
      '作为本届展会同期活动的重要组成部分，“华龙一号”批量化建设专题论坛将于 4 月 14 日下午在展馆会议中心二层 A 厅举行。',
      '论坛邀请设计院、总承包单位、设备制造商和运营单位的专家，围绕设计标准化、模块化施工、供应链协同与数字化交付等议题作主题报告，并设圆桌对话环节。',
      '据介绍，批量化建设条件下，同一型号机组的设计固化率、设备采购周期和土建安装工期都有明显改善。论坛将首次发布批量化建设经验反馈汇编，供行业同仁交流参考。',
      '论坛向所有已登记的专业观众开放，座位有限，请通过官网“观众服务—观众登记”页面预约。',
    ],
  },
  {
    menu: 'showNews',
    date: '2027-02-26',
    title: '专业观众预登记正式开启，提前登记可享快速入场',
    subtitle: '完成预登记的观众凭电子胸卡二维码直接入场，无需现场排队换证。',
    caption: 'Visitor pre-registration open',
    english: {
      title: 'Trade visitor pre-registration is open: register early for fast entry',
      subtitle: 'Registered visitors enter with the QR code of their e-badge, without queuing on site.',
      body: [
        'Pre-registration for trade visitors of CNIE 2027 opened on 26 February, on the website and the official WeChat service account.',
        'Approved visitors receive an e-badge and enter through the gates with its QR code. Visitors registering on site queue in the registration hall.',
        'Groups of ten or more can book a free guided tour of the main exhibition zones.',
      ],
    },
    body: [
      '第十届中国国际核工业展览会专业观众预登记通道已于 2 月 26 日正式开启。观众可通过官网“观众服务—观众登记”页面或官方微信服务号完成登记。',
      '完成预登记并通过审核的观众将收到电子胸卡，展会期间凭二维码在各入口闸机直接入场。现场登记的观众需在登记大厅排队换证，高峰时段等候时间较长。',
      '组团参观的单位可由联系人统一提交名单，10 人以上的团组可预约免费讲解服务，由专业讲解员带领参观重点展区。',
      '预登记截止时间为 4 月 12 日 24:00。本届展会仅对专业观众开放，谢绝 18 岁以下人员入场。',
    ],
  },
  {
    menu: 'showNews',
    date: '2027-02-10',
    title: '国际展团阵容确定：法国、俄罗斯、韩国等 12 个国家和地区组团参展',
    subtitle: '国际展商比例较上届提高 4 个百分点，海外展区面积扩大至 6000 平方米。',
    caption: 'International pavilions',
    body: [
      '本届展会国际展团阵容已经确定，法国、俄罗斯、韩国、阿根廷、巴基斯坦等 12 个国家和地区将以国家展团形式参展，国际展商比例较上届提高 4 个百分点。',
      '海外展区位于 E2 馆，面积扩大至 6000 平方米，展品涵盖反应堆冷却剂泵、核级阀门、无损检测设备和乏燃料运输容器等。',
      '展会期间，组委会将为国际展商安排一对一商务配对，并在 E2 馆设立国际交流中心，提供中英俄三语翻译服务。',
    ],
  },
  {
    menu: 'showNews',
    date: '2027-01-18',
    title: '展会同期将举办 20 余场技术交流与对接活动',
    subtitle: '涵盖小型模块化反应堆、核能供热、同位素生产和核电数字化等热点议题。',
    caption: '20+ technical sessions',
    body: [
      '展会期间将同期举办 20 余场技术交流、新品发布和采购对接活动，议题覆盖小型模块化反应堆、核能综合利用与供热、医用同位素生产、核电站数字化运维等热点方向。',
      '采购对接会将于 4 月 15 日下午在 E2 馆洽谈区举行，邀请核电业主单位和总承包单位的采购部门现场发布需求，参展企业可通过组委会提前预约洽谈。',
      '4 月 16 日下午的青年人才招聘会将在 W3 馆招聘专区举行，预计 60 余家企业和科研院所提供研发、设计、运维等岗位。',
      '完整日程可在“资料下载”栏目下载《会议日程》，日程如有调整以官网发布为准。',
    ],
  },
  {
    menu: 'showNews',
    date: '2026-12-20',
    title: '第十届中国国际核工业展览会新闻发布会在京召开',
    subtitle: '发布会介绍了本届展会的主题、规模、展区设置和同期活动安排。',
    caption: 'Press conference in Beijing',
    body: [
      '12 月 20 日，第十届中国国际核工业展览会新闻发布会在北京召开。本届展会以“安全高效 创新引领 共促核能高质量发展”为主题。',
      '组委会介绍，本届展会预计吸引参展企业 450 家、专业观众 3 万人次，将首次设立核技术应用专区和青年人才招聘专区。',
      '发布会上，主办方还介绍了展会数字化服务的升级：观众可在线预约论坛座位、查询展商展位，展商可在线提交搭建报审和现场服务申请。',
      '来自 30 余家行业媒体的记者参加了发布会。',
    ],
  },
  {
    menu: 'showNews',
    date: '2026-11-30',
    title: '组委会发布参展商手册（2027 版）',
    subtitle: '手册包含布展撤展时间、特装搭建规定、物流运输和安全管理要求。',
    caption: 'Exhibitor manual 2027',
    body: [
      '组委会正式发布《参展商手册（2027 版）》，详细规定了布展撤展时间、特装展位搭建与报审流程、展品运输与仓储、现场安全与消防管理等要求。',
      '与上一版相比，新版手册细化了放射源和模拟燃料组件等特殊展品的报批程序，并对 4.5 米以上特装结构提出了结构安全证明要求。',
      '参展企业可在“展商服务—资料下载”页面下载手册全文，如有疑问请联系组委会展商服务部。',
    ],
  },
  {
    menu: 'showNews',
    date: '2026-06-18',
    title: '展会官方微信服务号上线',
    subtitle: '关注服务号即可预约论坛、查询展商和获取现场导航。',
    caption: 'Official WeChat account',
    body: [
      '第十届中国国际核工业展览会官方微信服务号正式上线。观众关注后可完成观众登记、预约论坛座位、查询展商名录并获取展馆导航。',
      '展商可通过服务号查看布展通知、提交服务申请和下载相关表格，组委会也将通过服务号及时发布展会最新动态。',
      '扫描网站页脚的“官方微信”二维码即可关注。',
    ],
  },
]
