import sax from 'sax'

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg'

/** Elements that run script or embed another document. */
const ACTIVE_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'handler', 'listener'])
const ANIMATIONS = new Set(['set', 'animate', 'animatemotion', 'animatetransform'])
const REFERENCE_ATTRIBUTES = new Set(['href', 'src'])
/** Embedded raster pictures are part of many exported logos; anything else by data: is not. */
const EMBEDDED_PICTURE = /^data:image\/(?:png|jpeg|gif|webp)[;,]/i

export type SvgInspection = { isSvg: false } | { isSvg: true; problem: string | null }

const localName = (name: string): string => name.slice(name.lastIndexOf(':') + 1).toLowerCase()
const prefixOf = (name: string): string => (name.includes(':') ? name.slice(0, name.indexOf(':')) : '')
const shown = (value: string): string => (value.length > 60 ? `${value.slice(0, 57)}…` : value)
// Browsers ignore ASCII whitespace and control characters inside a URL's scheme.
const squeezed = (value: string): string => value.replace(/[\u0000-\u0020\u007f]/g, '')

/** A reference that stays inside this SVG (`#id`) or carries its own picture. */
const isInternalReference = (value: string): boolean => {
  const target = squeezed(value)
  return target === '' || target.startsWith('#') || EMBEDDED_PICTURE.test(target)
}

/** The first CSS construct that would load something from outside: `@import`, `url(http…)`. */
function externalCss(css: string): string | null {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\\/g, '')
  if (/@import/i.test(text)) return '@import'
  for (const match of text.matchAll(/url\s*\(\s*(['"]?)([^'")]*)/gi)) {
    const target = match[2] ?? ''
    if (!isInternalReference(target)) return `url(${shown(target.trim())})`
  }
  return null
}

/** Why an attribute is refused, or null. */
function attributeProblem(element: string, name: string, value: string): string | null {
  const local = localName(name)
  if (local.startsWith('on')) return `含有事件处理属性 ${name}`
  if (REFERENCE_ATTRIBUTES.has(local) && !isInternalReference(value)) return `引用了外部地址 ${shown(value.trim())}`
  if (ANIMATIONS.has(element) && local === 'attributename') {
    const target = localName(value.trim())
    if (target.startsWith('on') || REFERENCE_ATTRIBUTES.has(target)) return `用动画改写了 ${value.trim()} 属性`
  }
  // style="…" and presentation attributes (fill, filter, mask…) take CSS url().
  const css = externalCss(value)
  return css ? `引用了外部资源 ${css}` : null
}

/**
 * X4: is this XML an SVG image, and may it be shown? Refused (with the reason, in Chinese):
 * script and embedded documents, event handlers, references to anything outside the file
 * (links, images, CSS `url()`/`@import`, stylesheets), entity declarations, and XML that a
 * strict parser rejects. Parsed with `sax` in strict mode, as Payload's own check and browsers
 * parse it, so what is inspected is what would be rendered.
 */
export function inspectSvg(bytes: Buffer): SvgInspection {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return { isSvg: false }
  }
  let problem: string | null = null
  let root: string | null = null
  let isSvg = false
  let styleDepth = 0
  let style = ''
  let attributes: sax.Attribute[] = []
  const refuse = (reason: string) => {
    problem ??= reason
  }
  const parser = sax.parser(true, { strictEntities: true, position: false, xmlns: false })
  parser.onerror = (error) => {
    throw error
  }
  parser.ondoctype = (doctype) => {
    if (doctype.includes('[')) refuse('含有实体或内部 DTD 声明（<!ENTITY>）')
  }
  parser.onprocessinginstruction = ({ name }) => {
    if (name.toLowerCase() !== 'xml') refuse(`含有处理指令 <?${name}?>`)
  }
  parser.onattribute = (attribute) => {
    attributes.push(attribute)
  }
  parser.onopentag = (tag) => {
    const element = localName(tag.name)
    if (root === null) {
      root = element
      const namespaceAttribute = prefixOf(tag.name) ? `xmlns:${prefixOf(tag.name)}` : 'xmlns'
      isSvg =
        element === 'svg' && attributes.some((attribute) => attribute.name === namespaceAttribute && attribute.value === SVG_NAMESPACE)
      // Payload measures an SVG by these; without them it fails with a message naming nothing.
      const named = new Set(attributes.map((attribute) => attribute.name))
      if (!named.has('viewBox') && !(named.has('width') && named.has('height'))) refuse('没有写明尺寸（缺少 viewBox 或 width、height）')
    }
    if (ACTIVE_ELEMENTS.has(element)) refuse(`含有 <${element}> 元素`)
    for (const { name, value } of attributes) {
      const reason = attributeProblem(element, name, value)
      if (reason) refuse(reason)
    }
    if (element === 'style') styleDepth += 1
    attributes = []
  }
  parser.onclosetag = (name) => {
    if (localName(name) !== 'style') return
    styleDepth -= 1
    const css = externalCss(style)
    if (css) refuse(`样式表引用了外部资源 ${css}`)
    style = ''
  }
  const collectStyle = (chunk: string) => {
    if (styleDepth > 0) style += chunk
  }
  parser.ontext = collectStyle
  parser.oncdata = collectStyle
  try {
    parser.write(text).close()
  } catch {
    // Not well-formed XML (or an undeclared entity): browsers show nothing, Payload refuses it.
    if (problem) return { isSvg: true, problem }
    return root === 'svg' || /<svg[\s>]/i.test(text)
      ? { isSvg: true, problem: '不是格式正确的 SVG 文件（XML 格式错误）' }
      : { isSvg: false }
  }
  if (!isSvg) return { isSvg: false }
  return { isSvg: true, problem }
}
