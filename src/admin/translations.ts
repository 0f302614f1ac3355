import { zh } from '@payloadcms/translations/languages/zh'

type Texts = Record<string, string>

/** Payload's Chinese calls the trash 垃圾箱 in some texts and 回收站 in others; the admin says 回收站 throughout. */
function inRecycleBin(texts: Texts): Texts {
  return Object.fromEntries(
    Object.entries(texts)
      .filter(([, text]) => text.includes('垃圾箱'))
      .map(([key, text]) => [key, text.replaceAll('垃圾箱', '回收站')]),
  )
}

/**
 * The admin's Chinese where Payload's says something else than this product does: the
 * 回收站, what a restore does (E2: a new draft; a global is published at once), the lock, and
 * refusals that name their reason.
 */
export const adminTranslations = {
  general: {
    ...inRecycleBin(zh.translations.general),
    currentlyEditing: '正在编辑此文档。接管后对方不能再保存；对方尚未保存的内容会留在其页面上，并存入其浏览器。',
  },
  error: {
    // X6: "locked" reads exactly as "wrong password", so a stranger cannot tell that an account exists.
    userLocked: zh.translations.error.emailOrPasswordIncorrect,
    userEmailAlreadyRegistered: '该电子邮件已被其他账号使用',
  },
  version: {
    restoreThisVersion: '恢复为草稿',
    aboutToRestore:
      '将把此{{label}}恢复到 {{versionDate}}（北京时间）时的内容，保存为一份新草稿：网站上已发布的版本保持不变，草稿经审核发布后才替换它。',
    aboutToRestoreGlobal: '将把{{label}}恢复到 {{versionDate}}（北京时间）时的内容并立即发布，替换网站上的当前设置。',
  },
}
