import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { openStoredFile } from '@/content-model/upload-storage'

import * as files from '../helpers/upload-files'

const XHTML = 'http://www.w3.org/1999/xhtml'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
})

describe('X17 an uploaded SVG is stored as the sanitiser writes it', () => {
  it('X17 an editor’s SVG with an XHTML meta refresh, a div and a form (by default namespace, by prefix) is taken, stored without any of them', async () => {
    const hostile = files.svg(
      `<meta xmlns="${XHTML}" http-equiv="refresh" content="0;url=https://evil.example/"/>` +
        `<h:div xmlns:h="${XHTML}">owned</h:div><g xmlns="${XHTML}"><form action="https://evil.example/"/></g>` +
        `<rect id="kept" width="10" height="10" fill="#0a6"/>`,
    )
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'X17 平面图' },
      file: { data: hostile, mimetype: 'image/svg+xml', name: 'x17-plan.svg', size: hostile.length },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const stored = await openStoredFile(payload, 'media', { id: media.id, filename: media.filename ?? '' })
    const text = stored ? await new Response(stored.body).text() : ''
    expect(text).toContain('<rect id="kept" width="10" height="10" fill="#0a6"></rect>')
    expect(text).not.toMatch(/meta|refresh|evil|<div|<form|<iframe|foreignObject|xhtml/i)
    expect(media.filesize).toBe(Buffer.byteLength(text))
  })

  it('X4 X17 an iframe or a foreignObject is refused with the reason, as script is', async () => {
    for (const [body, element] of [
      [`<g xmlns="${XHTML}"><iframe src="/x"/></g>`, 'iframe'],
      [`<foreignObject width="5" height="5"><div xmlns="${XHTML}"/></foreignObject>`, 'foreignobject'],
    ]) {
      const data = files.svg(body ?? '')
      await expect(
        payload.create({
          collection: 'media',
          data: { alt: 'X17' },
          file: { data, mimetype: 'image/svg+xml', name: 'x17-refused.svg', size: data.length },
          overrideAccess: true,
          context: { disableRevalidate: true },
        }),
      ).rejects.toMatchObject({ data: { errors: [{ path: 'file', message: expect.stringContaining(`<${element}>`) }] } })
    }
  })
})
