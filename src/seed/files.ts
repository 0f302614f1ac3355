import { exhibitorManualPages, visitorGuidePages } from './content/manuals'
import type { Upload } from './context'
import { floorPlan } from './images/plan'
import { pdf } from './pdf'

const manual = pdf('Exhibitor Manual - CNIE 2027', exhibitorManualPages)

const visitorGuide = pdf('Visitor Guide - CNIE 2027', visitorGuidePages)

const bom = '\ufeff'

const applicationForm = `${bom}${[
  '单位名称（中文）,单位名称（英文）,联系人,职务,手机,邮箱,展位类型,展位数量或面积,展品类别,备注',
  '示例：华核智控科技有限公司,Huahe Intelligent Control Technology Co. Ltd.,张伟,市场经理,138 0000 0000,zhangwei@example.com,标准展位,2,仪控与数字化,靠近通道',
  '示例：东岳核能咨询有限公司,Dongyue Nuclear Consulting Co. Ltd.,李娜,总经理助理,139 0000 0000,lina@example.com,光地展位,54 平方米,核电工程与设计,转角展位优先',
  ',,,,,,,,,',
  ',,,,,,,,,',
].join('\r\n')}\r\n`

const conferenceSchedule = [
  '第十届中国国际核工业展览会 · 同期活动日程（2027 年 4 月 14—17 日）',
  '',
  '4 月 14 日（周三）',
  '  09:30—11:30  开幕式暨中国核能高质量发展大会　　会议中心一层主会场',
  '  14:00—17:30  “华龙一号”批量化建设专题论坛　　会议中心二层 A 厅',
  '',
  '4 月 15 日（周四）',
  '  09:30—12:00  核电数字化与智能运维论坛　　会议中心二层 A 厅',
  '  14:00—17:00  采购对接会　　E2 馆洽谈区',
  '',
  '4 月 16 日（周五）',
  '  09:30—12:00  核技术应用创新论坛　　会议中心二层 B 厅',
  '  13:30—16:30  青年人才招聘会　　W3 馆招聘专区',
  '',
  '4 月 17 日（周六）',
  '  09:30—11:30  退役治理与放射性废物管理研讨会　　会议中心二层 B 厅',
  '',
  '日程如有调整，以展会官网和官方微信发布为准。',
].join('\n')

/** `titleEN`: G5, the title the English edition lists (the file itself keeps its Chinese name). */
export type DownloadSeed = { title: string; titleEN: string; upload: Upload }

/** The five downloads, with their real Chinese file names. */
export async function downloadFiles(): Promise<DownloadSeed[]> {
  return [
    {
      title: '参展商手册（2027 版）',
      titleEN: 'Exhibitor Manual (2027 edition)',
      upload: { name: '参展商手册.pdf', mimetype: 'application/pdf', data: manual },
    },
    {
      title: '展位申请表',
      titleEN: 'Booth Application Form',
      upload: { name: '展位申请表.csv', mimetype: 'text/csv', data: Buffer.from(applicationForm, 'utf8') },
    },
    { title: '展馆平面图', titleEN: 'Hall Floor Plan', upload: await floorPlan('展馆平面图.png') },
    {
      title: '观众参观指南',
      titleEN: 'Visitor Guide',
      upload: { name: '观众参观指南.pdf', mimetype: 'application/pdf', data: visitorGuide },
    },
    {
      title: '同期活动日程',
      titleEN: 'Concurrent Events Programme',
      upload: { name: '会议日程.txt', mimetype: 'text/plain', data: Buffer.from(conferenceSchedule, 'utf8') },
    },
  ]
}
