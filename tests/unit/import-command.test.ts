import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { parseEnv } from '@/config/env'
import { parseCommandLine, UsageError } from '@/import/options'
import { inLocale } from '@/import/product-extras'
import { createProgress } from '@/import/progress'
import { ImportReport } from '@/import/report'
import { hasUnsafeMarkup } from '@/import/rich-text'
import { localPageLink, sitePage } from '@/import/pages'

const env = parseEnv({ DATA_DIR: os.tmpdir(), HOME_MENU_ID: '7', SPECIAL_MENU_IDS: '8, 9' })
const base = ['--from', 'https://api.expo.example.cn/', '--site-id', 'expo']

const usageError = (args: string[]): string => {
  try {
    parseCommandLine(args, env)
  } catch (error) {
    if (error instanceof UsageError) return error.message
    throw error
  }
  throw new Error('accepted')
}

/** A stand-in for process.stderr that keeps what is written. */
function stream(isTTY: boolean, columns = 120) {
  const written: string[] = []
  return { written, stream: { isTTY, columns, write: (text: string) => written.push(text) } as unknown as NodeJS.WriteStream }
}

describe('I1 the command line', () => {
  it('I1 reads --from, --site-id, --token, --dry-run, --prune and --timeout; the ids from the *_ID variables', () => {
    const line = parseCommandLine(['--', ...base, '--token', 's3cret', '--dry-run', '--prune', '--timeout', '2500'], env)
    expect(line).toMatchObject({
      from: 'https://api.expo.example.cn',
      siteId: 'expo',
      token: 's3cret',
      dryRun: true,
      prune: true,
      timeoutMs: 2500,
    })
    expect(line.config).toMatchObject({ homeMenuId: 7, specialMenuIds: [8, 9] })
    expect(line.config).not.toHaveProperty('headerInformationId')
    expect(line.config).not.toHaveProperty('siteName')
    const withSecret = parseEnv({ DATA_DIR: os.tmpdir(), REMOTE_API_TOKEN: 'from-env' })
    expect(parseCommandLine(base, withSecret).token).toBe('from-env')
    expect(parseCommandLine([...base, '--token', 'given'], withSecret).token).toBe('given')
  })

  it('I1 --config names the ids over the variables; a file that is not the ids is refused with the field', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-config-'))
    const good = path.join(dir, 'ids.json')
    fs.writeFileSync(good, JSON.stringify({ headerInformationId: 11, homeMenuId: 1 }))
    expect(parseCommandLine([...base, '--config', good], env).config).toMatchObject({
      headerInformationId: 11,
      homeMenuId: 1,
      specialMenuIds: [8, 9],
    })
    const bad = path.join(dir, 'bad.json')
    fs.writeFileSync(bad, JSON.stringify({ headerInformationID: 11 }))
    expect(usageError([...base, '--config', bad])).toMatch(/headerInformationID|Unrecognized key/)
    fs.writeFileSync(bad, '{')
    expect(usageError([...base, '--config', bad])).toContain('not valid JSON')
    expect(usageError([...base, '--config', path.join(dir, 'none.json')])).toContain('cannot be read')
  })

  it('I1 a missing or wrong --from, a missing --site-id, a bad --timeout or an unknown option is a usage error', () => {
    expect(usageError(['--site-id', 'expo'])).toContain('--from')
    expect(usageError(['--from', 'ftp://old.example', '--site-id', 'expo'])).toContain('--from')
    expect(usageError(['--from', 'https://old.example'])).toContain('--site-id')
    expect(usageError([...base, '--timeout', 'soon'])).toContain('--timeout')
    expect(usageError([...base, '--force'])).toContain('--force')
  })
})

describe('I3 progress and summary', () => {
  it('J5 --source-user takes its password from IMPORT_SOURCE_PASSWORD, never from the command line', () => {
    expect(parseCommandLine([...base, '--source-user', 'admin@old.example'], env, 'secret').account).toEqual({
      email: 'admin@old.example',
      password: 'secret',
    })
    expect(parseCommandLine(base, env, 'secret').account).toBeUndefined()
    expect(usageError([...base, '--source-user', 'admin@old.example'])).toContain('IMPORT_SOURCE_PASSWORD')
  })

  it('J5 a value read in both languages becomes one language’s, lists and rows included', () => {
    const both = {
      notice: { zh: '告知', en: 'Notice' },
      industries: [{ id: 'a', value: 'power', label: { zh: '核电', en: 'Power' } }],
      capPerDay: 2,
    }
    expect(inLocale(both, 'en')).toEqual({ notice: 'Notice', industries: [{ id: 'a', value: 'power', label: 'Power' }], capPerDay: 2 })
    expect(inLocale(both, 'zh')).toEqual({ notice: '告知', industries: [{ id: 'a', value: 'power', label: '核电' }], capPerDay: 2 })
  })

  it('I3 on a terminal one bar redrawn in place, with the items and the bytes', () => {
    const { written, stream: out } = stream(true)
    const progress = createProgress(out)
    progress.expect(4)
    progress.bytes(3 * 1_048_576)
    progress.item('文章「开幕」')
    progress.item('文章「闭幕」')
    expect(written.at(-1)).toMatch(/^\r\u001b\[2K\[#{15}-{15}\] 2\/4 项 · 3\.0 MB · 文章「闭幕」$/)
    expect(written.join('')).not.toContain('\n')
    progress.done()
    expect(written.at(-1)).toBe('\n')
  })

  it('I3 the bar is cut to the terminal’s width, Chinese characters counted as two columns', () => {
    const { written, stream: out } = stream(true, 50)
    const progress = createProgress(out)
    progress.item('文章「第十八届中国国际核工业展览会在北京开幕，展商数量创历史新高」')
    const line = written.at(-1)?.replace('\r\u001b[2K', '') ?? ''
    const columns = [...line].reduce((sum, char) => sum + ((char.codePointAt(0) ?? 0) >= 0x2e80 ? 2 : 1), 0)
    expect(line.endsWith('…')).toBe(true)
    expect(columns).toBeLessThanOrEqual(49)
  })

  it('I3 elsewhere a plain line per step, and the total at the end', () => {
    const { written, stream: out } = stream(false)
    const progress = createProgress(out)
    progress.reading('读取 GetMenuList')
    progress.expect(2)
    progress.item('菜单「首页」')
    progress.bytes(1_048_576)
    progress.done()
    expect(written).toEqual(['读取 GetMenuList\n', '[1/2] 菜单「首页」\n', '共 1 项，下载 1.0 MB\n'])
  })

  it('I3 the summary counts each kind, lists each failure with its reason, and says how to go on after Ctrl-C', () => {
    const report = new ImportReport()
    report.count('articles', 'created')
    report.count('articles', 'unchanged')
    report.count('menus', 'updated')
    report.fail('图片 /upload/a.png', 'HTTP 404：Not Found')
    report.gone.push('文章「旧闻」（来源 ID 9）')
    report.interrupted = true
    const text = report.summary({ dryRun: true, prune: false })
    expect(text).toContain('导入预演（--dry-run，未写入任何内容）：')
    expect(text).toContain('  文章：新建 1，更新 0，未变 1')
    expect(text).toContain('  合计：新建 1，更新 1，未变 1，失败 1')
    expect(text).toContain('  ✗ 图片 /upload/a.png：HTTP 404：Not Found')
    expect(text).toContain('（加 --prune 移入回收站）')
    expect(text).toContain('再次运行同一命令即从中断处继续')
  })
})

describe('I4 bodies and links of the origin', () => {
  it('I4 scripts, event handlers and javascript: links are noticed for the report', () => {
    expect(hasUnsafeMarkup('<p>a</p><SCRIPT src=x></SCRIPT>')).toBe(true)
    expect(hasUnsafeMarkup('<img src=x onerror="alert(1)">')).toBe(true)
    expect(hasUnsafeMarkup('<a href=" javascript:alert(1)">x</a>')).toBe(true)
    expect(hasUnsafeMarkup('<p>JavaScript 教程：onload 事件</p><a href="https://example.cn/x">x</a>')).toBe(false)
  })

  it('I1 the seed’s routes become this site’s pages, and a link to a menu or an article names the imported one (pending until it is in)', () => {
    expect(sitePage('/news-detail')).toBe('/detail')
    expect(sitePage('/showDetail?menuId=3')).toBe('/show')
    expect(sitePage('/admin')).toBeNull()
    const menus = new Map([['11', 42]])
    const articles = new Map([['201', 7]])
    const local = { menu: (id: string) => menus.get(id) ?? null, article: (id: string) => articles.get(id) ?? null }
    const link = (url: string) => localPageLink(new URL(url), local)
    expect(link('https://old.example/download?menuId=11#top')).toEqual({ href: '/download?menuId=42#top', pending: false })
    expect(link('https://old.example/news?menuId=99')).toEqual({ href: '/news', pending: false })
    expect(link('https://old.example/upload/a.php')).toEqual({ href: null, pending: false })
    expect(link('https://old.example/news-detail?id=201&menuId=11')).toEqual({ href: '/detail?id=7&menuId=42', pending: false })
    expect(link('https://old.example/news-detail?id=202')).toEqual({ href: null, pending: true })
  })
})
