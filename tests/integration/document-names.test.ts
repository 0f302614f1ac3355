import fs from 'node:fs'
import path from 'node:path'

import config from '@payload-config'
import { getPayload, type Payload, ValidationError } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { pdf } from '@/seed/pdf'

import { createAccount, sessionUser } from '../helpers/accounts'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
})

/** A PDF whose content says `version`. */
const upload = async (name: string, version: string) => {
  const data = await pdf(version, [[version]])
  return { data, mimetype: 'application/pdf', name, size: data.length }
}

/** The message a refused save gives for its file field. */
async function refusal(save: Promise<unknown>): Promise<string> {
  const error = await save.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(ValidationError)
  return (error as ValidationError).data.errors.map((entry) => entry.message).join(' ')
}

describe('a file name the 文件库 already holds is not silently renamed', () => {
  it('E9 a second file of the same name is refused with a message naming the file and saying how to replace it', async () => {
    const name = `参展手册-${Date.now()}.pdf`
    const first = await payload.create({ collection: 'documents', data: {}, file: await upload(name, 'first') })
    expect(first.filename).toBe(name)
    const message = await refusal(payload.create({ collection: 'documents', data: {}, file: await upload(name, 'second') }))
    expect(message).toBe(
      `文件库中已有同名文件“${name}”（编号 ${first.id}）。要更新它，请打开该文件，上传新文件替换；若是另一份文件，请改名后再上传。`,
    )
    expect((await payload.find({ collection: 'documents', where: { filename: { like: name.replace('.pdf', '') } } })).totalDocs).toBe(1)
  })

  it('E1 an editor cannot replace a stored file (it is public at once); a reviewer can', async () => {
    const name = `议程-${Date.now()}.pdf`
    const document = await payload.create({ collection: 'documents', data: {}, file: await upload(name, 'v1') })
    const editor = await sessionUser(payload, await createAccount(payload, 'e1-file-editor', 'editor'))
    const message = await refusal(
      payload.update({
        collection: 'documents',
        id: document.id,
        data: {},
        file: await upload(name, 'v2'),
        overrideAccess: false,
        user: editor,
      }),
    )
    expect(message).toContain('需由审核员或管理员操作')
    const reviewer = await sessionUser(payload, await createAccount(payload, 'e1-file-reviewer', 'reviewer'))
    const replaced = await payload.update({
      collection: 'documents',
      id: document.id,
      data: {},
      file: await upload(name, 'v2'),
      overrideAccess: false,
      user: reviewer,
    })
    expect(replaced.filename).toBe(name)
  })

  it('E9 the file of an existing document is replaced under its own name, and a name in the 回收站 is named as such', async () => {
    const name = `平面图-${Date.now()}.pdf`
    const document = await payload.create({ collection: 'documents', data: {}, file: await upload(name, 'v1') })
    const replaced = await payload.update({ collection: 'documents', id: document.id, data: {}, file: await upload(name, 'v2') })
    expect(replaced.filename).toBe(name)
    expect(replaced.id).toBe(document.id)
    const stored = fs.readFileSync(path.join(payload.collections.documents.config.upload.staticDir ?? '', name))
    expect(stored.equals(await pdf('v2', [['v2']]))).toBe(true)

    await payload.update({ collection: 'documents', id: document.id, data: { deletedAt: new Date().toISOString() } })
    const message = await refusal(payload.create({ collection: 'documents', data: {}, file: await upload(name, 'again') }))
    expect(message).toContain('（在回收站中）')
  })
})
