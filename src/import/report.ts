/** What an import did to one kind of content, and what went wrong, for the summary (I3). */
export type Outcome = 'created' | 'updated' | 'unchanged'

export const KIND_LABELS = {
  media: '图片',
  documents: '文件',
  columns: '信息栏目',
  menus: '菜单',
  articles: '文章',
  'information-items': '信息条目',
  pictures: '图片条目',
  'rotation-charts': '轮播图',
  exhibitors: '展商',
  downloads: '下载',
  'site-settings': '站点设置',
  'popup-ad': '弹窗广告',
  halls: '展位图（展馆）',
  'registration-settings': '观众登记设置',
} as const

export type Kind = keyof typeof KIND_LABELS

const OUTCOME_LABELS: Record<Outcome, string> = { created: '新建', updated: '更新', unchanged: '未变' }

export type Failure = { what: string; reason: string }

export type Progress = {
  /** A step done: an item saved (or found unchanged), or a list read. */
  item(label: string): void
  /** A list being read from the origin (before the items are known). */
  reading(label: string): void
  bytes(count: number): void
  /** The number of items now known to come. */
  expect(total: number): void
  done(): void
}

export class ImportReport {
  readonly counts = new Map<Kind, Record<Outcome, number>>()
  readonly failures: Failure[] = []
  /** Adaptations that are not failures: a menu link that is not one of this site's pages… */
  readonly notes: string[] = []
  /** J5: what the origin lacks and this site needs, with where to set it up. */
  readonly lacking: string[] = []
  /** Imported before, not at the source any more. */
  readonly gone: string[] = []
  pruned = 0
  interrupted = false

  count(kind: Kind, outcome: Outcome): void {
    const counts = this.counts.get(kind) ?? { created: 0, updated: 0, unchanged: 0 }
    counts[outcome] += 1
    this.counts.set(kind, counts)
  }

  /** Each failure once, however many times the item was read (a body saved again). */
  fail(what: string, reason: string): void {
    if (!this.failures.some((failure) => failure.what === what && failure.reason === reason)) this.failures.push({ what, reason })
  }

  note(text: string): void {
    if (!this.notes.includes(text)) this.notes.push(text)
  }

  total(outcome: Outcome): number {
    return [...this.counts.values()].reduce((sum, counts) => sum + counts[outcome], 0)
  }

  /** The summary the command prints last (Chinese, as the admin's people read it). */
  summary({ dryRun, prune }: { dryRun: boolean; prune: boolean }): string {
    const lines = [dryRun ? '导入预演（--dry-run，未写入任何内容）：' : '导入结果：']
    for (const [kind, counts] of this.counts) {
      const parts = (Object.keys(OUTCOME_LABELS) as Outcome[]).map((outcome) => `${OUTCOME_LABELS[outcome]} ${counts[outcome]}`)
      lines.push(`  ${KIND_LABELS[kind]}：${parts.join('，')}`)
    }
    lines.push(
      `  合计：新建 ${this.total('created')}，更新 ${this.total('updated')}，未变 ${this.total('unchanged')}，失败 ${this.failures.length}`,
    )
    for (const note of this.notes) lines.push(`  说明：${note}`)
    if (this.lacking.length > 0) {
      lines.push('原站没有、需要在本站补上的（开放观众登记之前）：')
      for (const item of this.lacking) lines.push(`  · ${item}`)
    }
    if (this.gone.length > 0) {
      lines.push(`  原后台已没有的内容 ${this.gone.length} 项${prune ? `，已移入回收站 ${this.pruned} 项` : '（加 --prune 移入回收站）'}：`)
      for (const item of this.gone) lines.push(`    ${item}`)
    }
    if (this.failures.length > 0) {
      lines.push(`失败 ${this.failures.length} 项：`)
      for (const failure of this.failures) lines.push(`  ✗ ${failure.what}：${failure.reason}`)
    }
    if (this.interrupted) lines.push('已按 Ctrl-C 中断：已导入的内容完整保存，再次运行同一命令即从中断处继续。')
    return lines.join('\n')
  }
}
