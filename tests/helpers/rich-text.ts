/** Lexical rich-text values as Payload stores them, for tests that write or render rich text. */
export const root = (...children: unknown[]) => ({ root: { type: 'root', version: 1, direction: null, format: '', indent: 0, children } })
export const paragraph = (...children: unknown[]) => ({
  type: 'paragraph',
  version: 1,
  direction: null,
  format: '',
  indent: 0,
  textFormat: 0,
  children,
})
export const text = (value: string) => ({ type: 'text', version: 1, text: value, format: 0, style: '', mode: 'normal', detail: 0 })
/** A link chosen with the link picker: to a document, populated or by id. */
export const internalLink = (relationTo: string, value: unknown, label = '链接') => ({
  type: 'link',
  version: 3,
  direction: null,
  format: '',
  indent: 0,
  fields: { linkType: 'internal', newTab: false, doc: { relationTo, value } },
  children: [text(label)],
})
