import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { PayloadRequest } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import { missingFileIsNotFound } from '@/content-model/missing-file'

describe("X7 a file request no file answers is a 404, not Payload's 500", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-missing-file-'))
  fs.writeFileSync(path.join(dir, 'present.pdf'), 'x')
  const handler = missingFileIsNotFound(dir)
  const request = {} as PayloadRequest
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it.each(['missing.pdf', '\u0000', `${'a'.repeat(3000)}.pdf`])('X7 %j: 404', (filename) => {
    expect(handler(request, { params: { filename } })?.status).toBe(404)
  })

  it('X7 a file that is there, or a name outside the folder, is left to Payload', () => {
    expect(handler(request, { params: { filename: 'present.pdf' } })).toBeUndefined()
    expect(handler(request, { params: { filename: '../../etc/passwd' } })).toBeUndefined()
  })
})
