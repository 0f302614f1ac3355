import type { CollectionAfterErrorHook } from 'payload'

export const BAD_METADATA_MESSAGE = '上传表单的 _payload 字段必须是 JSON 对象'

/**
 * X12: an upload's fields travel as JSON in the multipart field `_payload`. Payload parses it with
 * a bare JSON.parse, so a broken one was a 500; it is the client's mistake: 400, naming the field.
 */
export const badMetadataIsBadRequest: CollectionAfterErrorHook = ({ error, req }) => {
  const multipart = (req.headers.get('content-type') ?? '').startsWith('multipart/')
  if (!(error instanceof SyntaxError) || !multipart) return
  return {
    response: { errors: [{ message: BAD_METADATA_MESSAGE, data: { errors: [{ path: '_payload', message: BAD_METADATA_MESSAGE }] } }] },
    status: 400,
  }
}
