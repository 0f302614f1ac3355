import type { Upload } from './context'
import { floorPlan } from './images/plan'

/**
 * A minimal, valid PDF (1.4) of text pages in Helvetica. Text is ASCII: no CJK font is embedded,
 * so the demo manuals are in English, as the original show's international editions are.
 */
export function pdf(title: string, pages: readonly (readonly string[])[]): Buffer {
  const escape = (line: string) => line.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?')
  const objects: string[] = []
  const pageIds = pages.map((_, index) => 4 + index * 2)
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>'
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'
  pages.forEach((lines, index) => {
    const content = [
      'BT /F1 20 Tf 56 780 Td',
      `(${escape(title)}) Tj`,
      '/F1 11 Tf 0 -34 Td 15 TL',
      ...lines.map((line) => `(${escape(line)}) '`),
      `ET BT /F1 9 Tf 56 40 Td (CNIE 2027 - page ${index + 1} of ${pages.length}) Tj ET`,
    ].join('\n')
    const pageId = pageIds[index] as number
    objects[pageId] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId + 1} 0 R >>`
    objects[pageId + 1] = `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`
  })
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = Buffer.byteLength(body, 'latin1')
    body += `${id} 0 obj\n${objects[id] ?? ''}\nendobj\n`
  }
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`
  for (let id = 1; id < objects.length; id += 1) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

const manual = pdf('Exhibitor Manual - CNIE 2027', [
  [
    'The 10th China International Nuclear Industry Exhibition',
    'April 14-17, 2027 - China International Exhibition Center (Shunyi), Beijing',
    '',
    '1. Key dates',
    '   Booth contract and 50% payment ........ within 10 working days of booking',
    '   Balance payment ........................ before March 1, 2027',
    '   Fascia names for shell-scheme booths ... before March 20, 2027',
    '   Raw-space stand design approval ........ before April 1, 2027',
    '   Move-in ................................ April 11-13, 2027, 8:00-20:00',
    '   Show days .............................. April 14-16 9:00-17:00, April 17 9:00-14:00',
    '   Move-out ............................... April 17, 2027, from 16:00',
    '',
    '2. Shell-scheme booth (3 m x 3 m)',
    '   Walls on three sides, fascia board, 1 table, 2 chairs, 2 spotlights,',
    '   1 power socket (500 W), carpet.',
  ],
  [
    '3. Raw-space stands',
    '   Maximum height 4.5 m in halls E1/E2, 6 m in hall W3.',
    '   Structures above 4.5 m need a structural safety certificate.',
    '   Only fire-retardant materials (class B1 or better) may be used.',
    '',
    '4. Logistics',
    '   Official forwarder: Huazhan Logistics, +86 10 6866 3456.',
    '   Radioactive sources and dummy fuel assemblies need prior approval',
    '   from the organiser and the competent authority.',
    '',
    '5. Safety on site',
    '   Helmets are compulsory during move-in and move-out.',
    '   Emergency exits and fire hydrants must be kept clear at all times.',
  ],
])

const visitorGuide = pdf('Visitor Guide - CNIE 2027', [
  [
    'Opening hours: April 14-16 9:00-17:00, April 17 9:00-14:00',
    'Venue: China International Exhibition Center (Shunyi), 88 Yuxiang Road, Beijing',
    '',
    'Getting there',
    '   Metro Line 15 to Guozhan station, exit A, 5 minutes on foot.',
    '   Capital International Airport: 8 km, about 15 minutes by taxi.',
    '',
    'Admission',
    '   Trade visitors only. Pre-register online and enter with the QR code badge.',
    '   Visitors under 18 are not admitted.',
    '',
    'Halls',
    '   E1  Nuclear engineering and design, fuel cycle',
    '   E2  Nuclear-grade equipment, international pavilions',
    '   W3  I&C and digital, nuclear technology applications, decommissioning',
  ],
])

const bom = '\ufeff'

const applicationForm = `${bom}${[
  '单位名称（中文）,单位名称（英文）,联系人,职务,手机,邮箱,展位类型,展位数量或面积,展品类别,备注',
  '示例：华核智控科技有限公司,Huahe Intelligent Control Technology Co. Ltd.,张伟,市场经理,138 0000 0000,zhangwei@example.com,标准展位,2,仪控与数字化,靠近通道',
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

export type DownloadSeed = { title: string; upload: Upload }

/** The five downloads, with their real Chinese file names. */
export async function downloadFiles(): Promise<DownloadSeed[]> {
  return [
    { title: '参展商手册（2027 版）', upload: { name: '参展商手册.pdf', mimetype: 'application/pdf', data: manual } },
    { title: '展位申请表', upload: { name: '展位申请表.csv', mimetype: 'text/csv', data: Buffer.from(applicationForm, 'utf8') } },
    { title: '展馆平面图', upload: await floorPlan('展馆平面图.png') },
    { title: '观众参观指南', upload: { name: '观众参观指南.pdf', mimetype: 'application/pdf', data: visitorGuide } },
    { title: '同期活动日程', upload: { name: '会议日程.txt', mimetype: 'text/plain', data: Buffer.from(conferenceSchedule, 'utf8') } },
  ]
}
