import { describe, expect, test } from 'vitest'

import { fileTypeLabel, formatFileSize } from './file-type'

describe('P4 file type', () => {
  test('P4 type: from the extension first, then the MIME type', () => {
    expect(fileTypeLabel('参展手册.pdf', 'application/pdf')).toBe('PDF')
    expect(fileTypeLabel('展商名单.csv', 'application/vnd.ms-excel')).toBe('CSV')
    expect(fileTypeLabel('申请表.xlsx', 'application/octet-stream')).toBe('Excel')
    expect(fileTypeLabel('展位图.png', 'image/png')).toBe('图片')
    expect(fileTypeLabel('说明.txt', 'text/plain')).toBe('文本')
    expect(fileTypeLabel('合同.docx', '')).toBe('Word')
  })

  test('P4 type: unknown extension shows the extension, none at all shows 文件', () => {
    expect(fileTypeLabel('图纸.dwg', 'application/octet-stream')).toBe('DWG')
    expect(fileTypeLabel('无扩展名', 'application/octet-stream')).toBe('文件')
    expect(fileTypeLabel('无扩展名', 'application/pdf')).toBe('PDF')
  })
})

describe('P4 file size', () => {
  test('P4 size: bytes, whole KB, one decimal from MB', () => {
    expect(formatFileSize(0)).toBe('0 B')
    expect(formatFileSize(512)).toBe('512 B')
    expect(formatFileSize(356 * 1024 + 100)).toBe('356 KB')
    expect(formatFileSize(1.2 * 1024 * 1024)).toBe('1.2 MB')
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB')
    expect(formatFileSize(2.5 * 1024 ** 3)).toBe('2.5 GB')
  })

  test('P4 size: a size that rounds to 1024 of a unit moves to the next one', () => {
    expect(formatFileSize(1024 * 1024 - 10)).toBe('1 MB')
    expect(formatFileSize(1024)).toBe('1 KB')
  })

  test('P4 size: nonsense shows a dash', () => {
    expect(formatFileSize(-1)).toBe('—')
    expect(formatFileSize(Number.NaN)).toBe('—')
  })
})
