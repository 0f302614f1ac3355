import { type LinkMail, linkMail } from '@/mail/link-mail'

/** B1: the invitation to an exhibitor's account, in Chinese and English: a link that sets the password, once, within some days. */
export function exhibitorInvitationMail({
  sender,
  company,
  email,
  link,
  validDays,
  boothStaff = false,
}: {
  sender: string
  company: string
  email: string
  link: string
  validDays: number
  /** L1: a booth staff account, for scanning visitors' badges at /leads only. */
  boothStaff?: boolean
}): LinkMail {
  const leads = `${new URL(link).origin}/leads`
  const use = boothStaff
    ? `之后即可在手机上打开 ${leads}，扫描观众胸卡、记录展位线索`
    : '之后即可在展商中心维护企业资料、登记展位人员、查看邀请观众情况'
  const useEn = boothStaff
    ? `then scan visitors' badges at ${leads} on your phone`
    : "then keep your company's profile, booth staff and invitations"
  return linkMail(
    boothStaff
      ? `【${sender}】展位人员扫码账号邀请 / Your booth scanning account`
      : `【${sender}】展商中心账号邀请 / Invitation to the Exhibitors' Centre`,
    [
      '您好：',
      `主办方为${company}开通了${boothStaff ? '展位人员扫码账号' : '展商中心账号'}（${email}）。请在 ${validDays} 天内打开下面的链接设置密码，${use}：`,
      link,
      '链接只能使用一次。如已失效，请联系主办方重新发送。',
      `Hello, the organiser has opened an Exhibitors' Centre account (${email}) for ${company}. Open the link above within ${validDays} days to set your password (it works once); ${useEn}.`,
      `${sender}（本邮件由系统自动发送，请勿回复）`,
    ],
    link,
  )
}
