import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, test } from 'vitest'

import { ArchiveWriter, extractArchive } from '@/operations/backup/archive'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-archive-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

// A name past ustar's 100 bytes, one in Chinese (both need pax records), an empty file and one
// spanning many gzip chunks.
const files: Record<string, Buffer> = {
  'media/files/展会参展商手册（2026 版）.pdf': Buffer.from('参展商手册'),
  [`media/images/${'a'.repeat(120)}.png`]: Buffer.from('long name'),
  'media/files/empty.txt': Buffer.alloc(0),
  'database/site.sqlite': Buffer.from(Array.from({ length: 300_000 }, (_, index) => (index * 7919) % 251)),
}
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex')

describe('O5 backup archive format', () => {
  test('O5 archive: long and non-ASCII names, empty and large files come back with their checksums', async () => {
    const archive = path.join(dir, 'ours.tar.gz')
    const writer = new ArchiveWriter(archive)
    for (const [name, data] of Object.entries(files)) {
      const source = path.join(dir, 'source', sha256(Buffer.from(name)))
      fs.mkdirSync(path.dirname(source), { recursive: true })
      fs.writeFileSync(source, data)
      expect(await writer.addFile(name, source)).toEqual({ path: name, size: data.length, sha256: sha256(data) })
    }
    await writer.finish()

    const out = path.join(dir, 'extracted')
    const extracted = await extractArchive(archive, (name) => path.join(out, name))
    expect(extracted).toEqual(Object.entries(files).map(([name, data]) => ({ path: name, size: data.length, sha256: sha256(data) })))
    for (const [name, data] of Object.entries(files)) expect(fs.readFileSync(path.join(out, name))).toEqual(data)

    // GNU tar reads the same names.
    expect(execFileSync('tar', ['-tzf', archive], { encoding: 'utf8' }).trim().split('\n')).toEqual(Object.keys(files))
  })

  test('O5 archive: one repacked by GNU tar (directory entries, its own padding) reads the same', async () => {
    const tree = path.join(dir, 'tree')
    for (const [name, data] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(tree, name)), { recursive: true })
      fs.writeFileSync(path.join(tree, name), data)
    }
    const archive = path.join(dir, 'gnu.tar.gz')
    execFileSync('tar', ['-czf', archive, '-C', tree, 'media', 'database'])
    const extracted = await extractArchive(archive, (name) => path.join(dir, 'gnu', name))
    expect(Object.fromEntries(extracted.map((file) => [file.path, file.sha256]))).toEqual(
      Object.fromEntries(Object.entries(files).map(([name, data]) => [name, sha256(data)])),
    )
  })

  test('O5 archive: an entry whose path climbs out of the restore folder is refused', async () => {
    const tree = path.join(dir, 'escape')
    fs.mkdirSync(path.join(tree, 'media'), { recursive: true })
    fs.writeFileSync(path.join(dir, 'outside.txt'), 'outside')
    const archive = path.join(dir, 'escape.tar.gz')
    execFileSync('tar', [
      '-czf',
      archive,
      '-C',
      tree,
      '--transform=s,^,media/../../,',
      '-P',
      path.relative(tree, path.join(dir, 'outside.txt')),
    ])
    await expect(extractArchive(archive, (name) => path.join(tree, name))).rejects.toThrow(/unsafe path/)
  })
})
