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

const XLINK_NAMESPACE = 'http://www.w3.org/1999/xlink'
const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace'

/** SVG elements that draw, group, define paint or describe: nothing that runs, embeds a document or animates. */
const SVG_ELEMENTS = new Set(
  (
    'svg g defs desc title symbol use image switch view a path rect circle ellipse line polyline polygon text tspan textPath ' +
    'linearGradient radialGradient stop pattern clipPath mask marker style filter feBlend feColorMatrix feComponentTransfer ' +
    'feComposite feConvolveMatrix feDiffuseLighting feDisplacementMap feDistantLight feDropShadow feFlood feFuncA feFuncB ' +
    'feFuncG feFuncR feGaussianBlur feImage feMerge feMergeNode feMorphology feOffset fePointLight feSpecularLighting ' +
    'feSpotLight feTile feTurbulence'
  ).split(' '),
)

/** Attributes without a namespace kept on those elements: geometry, paint, text, filters, links inside the file, accessibility. */
const SVG_ATTRIBUTES = new Set(
  (
    'id class style lang tabindex role viewBox preserveAspectRatio width height x y x1 y1 x2 y2 cx cy r rx ry fx fy fr d points ' +
    'pathLength transform gradientTransform gradientUnits patternTransform patternUnits patternContentUnits spreadMethod offset ' +
    'clipPathUnits maskUnits maskContentUnits markerUnits markerWidth markerHeight refX refY orient version baseProfile ' +
    'fill fill-opacity fill-rule stroke stroke-width stroke-opacity stroke-linecap stroke-linejoin stroke-miterlimit ' +
    'stroke-dasharray stroke-dashoffset opacity color stop-color stop-opacity clip-path clip-rule mask filter display visibility ' +
    'overflow vector-effect paint-order shape-rendering text-rendering image-rendering color-interpolation ' +
    'color-interpolation-filters mix-blend-mode isolation font-family font-size font-weight font-style font-variant ' +
    'font-stretch text-anchor dominant-baseline alignment-baseline baseline-shift letter-spacing word-spacing ' +
    'text-decoration writing-mode direction unicode-bidi dx dy rotate textLength lengthAdjust startOffset method spacing side ' +
    'href filterUnits primitiveUnits result in in2 mode type values tableValues slope intercept amplitude exponent ' +
    'operator k1 k2 k3 k4 order kernelMatrix divisor bias targetX targetY edgeMode preserveAlpha stdDeviation baseFrequency ' +
    'numOctaves seed stitchTiles scale xChannelSelector yChannelSelector radius surfaceScale diffuseConstant ' +
    'specularConstant specularExponent kernelUnitLength azimuth elevation z pointsAtX pointsAtY pointsAtZ limitingConeAngle ' +
    'flood-color flood-opacity lighting-color aria-label aria-hidden aria-labelledby aria-describedby ' +
    'requiredFeatures systemLanguage'
  ).split(' '),
)

const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeAttribute = (text: string): string => escapeText(text).replace(/"/g, '&quot;')

/** The name an attribute is written with, when it is kept: its own, or `xlink:`/`xml:` with their namespaces. */
function keptAttributeName(element: string, attribute: sax.QualifiedAttribute): string | null {
  let name: string | null = null
  if (attribute.uri === '' && SVG_ATTRIBUTES.has(attribute.name)) name = attribute.name
  else if (attribute.uri === XLINK_NAMESPACE && attribute.local === 'href') name = 'xlink:href'
  else if (attribute.uri === XML_NAMESPACE && (attribute.local === 'space' || attribute.local === 'lang')) name = `xml:${attribute.local}`
  if (name === null || attributeProblem(element.toLowerCase(), name, attribute.value)) return null
  return name
}

/**
 * X17: the SVG with only what may be drawn on a page: SVG-namespace elements of an allow-list
 * (SVG_ELEMENTS) with their allowed attributes (SVG_ATTRIBUTES, `xlink:href`, `xml:space`), none
 * that runs a script or handler or refers outside the file; any other element (XHTML's `meta`,
 * `div`, `form`, `iframe` however its namespace is declared, `foreignObject`, an editor's own)
 * is dropped with everything in it, and so are comments, processing instructions and the DOCTYPE.
 * Parsed by `sax` with namespaces resolved and XML's five entities only, then written anew, so
 * what survives is what the tree held, not what a pattern missed. Null when the text is not
 * well-formed XML with an SVG root.
 */
export function sanitizeSvg(text: string): string | null {
  const out: string[] = []
  /** Per open element: its closing tag, or null inside a dropped one. */
  const open: (string | null)[] = []
  let usesXlink = false
  /** The text of the `<style>` being read: written only when it loads nothing from outside. */
  let style: string | null = null
  const parser = sax.parser(true, { strictEntities: true, position: false, xmlns: true })
  parser.onerror = (error) => {
    // An editor's program's prefix left undeclared: its element or attribute has no namespace, so it is dropped below.
    if (error.message.startsWith('Unbound namespace prefix')) parser.resume()
    else throw error
  }
  parser.onopentag = (plain) => {
    const tag = plain as unknown as sax.QualifiedTag
    const inside = open.length === 0 || open.at(-1) !== null
    const root = open.length === 0
    if (!inside || tag.uri !== SVG_NAMESPACE || !SVG_ELEMENTS.has(tag.local) || (root && tag.local !== 'svg')) {
      if (root) throw new Error('not an SVG root')
      open.push(null)
      return
    }
    const written: string[] = []
    for (const attribute of Object.values(tag.attributes)) {
      const name = keptAttributeName(tag.local, attribute)
      if (name === null) continue
      if (name === 'xlink:href') usesXlink = true
      written.push(` ${name}="${escapeAttribute(attribute.value)}"`)
    }
    out.push(`<${tag.local}${root ? ' xmlns="http://www.w3.org/2000/svg"' : ''}${written.join('')}>`)
    open.push(`</${tag.local}>`)
    if (tag.local === 'style') style = ''
  }
  parser.onclosetag = () => {
    const closer = open.pop()
    if (closer === '</style>' && style !== null) {
      if (!externalCss(style)) out.push(escapeText(style))
      style = null
    }
    if (closer) out.push(closer)
  }
  const keepText = (chunk: string) => {
    if (open.length === 0 || open.at(-1) === null) return
    if (style !== null) style += chunk
    else out.push(escapeText(chunk))
  }
  parser.ontext = keepText
  parser.oncdata = keepText
  try {
    parser.write(text).close()
  } catch {
    return null
  }
  if (out.length === 0) return null
  if (usesXlink) out[0] = (out[0] ?? '').replace(/^<svg /, `<svg xmlns:xlink="${XLINK_NAMESPACE}" `)
  return out.join('')
}
