import { BlocksFeature, EXPERIMENTAL_TableFeature, FixedToolbarFeature, lexicalEditor, LinkFeature } from '@payloadcms/richtext-lexical'
import type { Block, FieldAffectingData, TextFieldSingleValidation } from 'payload'

import { TableInChineseFeature } from '@/content-model/rich-text-table'

import { linkUrlProblem } from './link-urls'
import { LINKABLE_COLLECTIONS } from './public-paths'

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

const textOf = (node: Record<string, unknown>): string =>
  typeof node.text === 'string'
    ? node.text
    : Array.isArray(node.children)
      ? node.children.map((child) => (isRecord(child) ? textOf(child) : '')).join('')
      : ''

/** The first link of a rich-text value whose address is refused, said for the editor. */
function unsafeLinkIn(node: unknown): string | null {
  if (!isRecord(node)) return null
  const { fields } = node
  if ((node.type === 'link' || node.type === 'autolink') && isRecord(fields) && fields.linkType !== 'internal') {
    const problem = linkUrlProblem(typeof fields.url === 'string' ? fields.url : '')
    if (problem) return `链接“${textOf(node).slice(0, 40)}”的${problem}`
  }
  const children = isRecord(node.root) ? [node.root] : Array.isArray(node.children) ? node.children : []
  for (const child of children) {
    const found = unsafeLinkIn(child)
    if (found) return found
  }
  return null
}

const validateLinkUrl: TextFieldSingleValidation = (value, { siblingData }) =>
  isRecord(siblingData) && siblingData.linkType === 'internal' ? true : (linkUrlProblem(value) ?? true)

/**
 * The link drawer's URL field says at once, in Chinese, why an address is refused. Lexical's
 * own hook, which percent-encodes every address its pattern does not know (`?page=2` became
 * `%3Fpage%3D2`, a broken link), goes: nothing unsafe gets past the validation.
 */
const safeUrlField = (field: FieldAffectingData): FieldAffectingData =>
  field.type === 'text' && field.name === 'url' && !field.hasMany
    ? { ...field, validate: validateLinkUrl, hooks: { ...field.hooks, beforeChange: [] } }
    : field

/** The rich-text block that holds HTML as it was written (html.ts renders it, sanitized). */
export const HTML_BLOCK = 'html'

/**
 * I1: HTML the editor's own nodes cannot hold (an embedded video),
 * kept as it was: the import puts such a body here whole. It leaves the server through the same
 * sanitizer as every HTML field (S32), whoever wrote it.
 */
const htmlBlock: Block = {
  slug: HTML_BLOCK,
  labels: { singular: 'HTML 片段', plural: 'HTML 片段' },
  fields: [
    {
      name: 'html',
      // A textarea, not a code field: its editor would come from a CDN, and the admin loads nothing from another origin.
      type: 'textarea',
      label: 'HTML',
      required: true,
      admin: { rows: 8, description: '原样显示；脚本、事件属性和非视频站点的 iframe 会被去除' },
    },
  ],
}

/**
 * The toolbar stays above the text (editors look for it there, as in Word and WPS); tables can be
 * inserted and are kept when pasted from Word or WPS; the link picker offers the documents that
 * have a page of their own, and an internal link renders as that page's address (html.ts).
 */
const lexical = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.filter((feature) => feature.key !== 'link'),
    LinkFeature({ enabledCollections: [...LINKABLE_COLLECTIONS], fields: ({ defaultFields }) => defaultFields.map(safeUrlField) }),
    FixedToolbarFeature(),
    EXPERIMENTAL_TableFeature(),
    TableInChineseFeature(),
    BlocksFeature({ blocks: [htmlBlock] }),
  ],
})

/**
 * Payload's Lexical editor whose every rich-text value is refused on save while a link in it
 * points at a refused address (X4), with a Chinese message naming the link. Lexical's own node
 * validation runs after it; its message ("link node failed to validate") is English and
 * names no link.
 */
export const richTextEditor: typeof lexical = async (args) => {
  const adapter = await lexical(args)
  return { ...adapter, validate: async (value, options) => unsafeLinkIn(value) ?? adapter.validate(value, options) }
}
