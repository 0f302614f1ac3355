import { describe, expect, it } from 'vitest'

import { sanitizeSvg } from './svg'

const SVG = 'http://www.w3.org/2000/svg'
const XHTML = 'http://www.w3.org/1999/xhtml'
const svg = (body: string, root = '') => `<svg xmlns="${SVG}" viewBox="0 0 10 10"${root}>${body}</svg>`

/** Hostile SVGs: each must come out without anything that could run, navigate, embed or load from outside. */
const VECTORS: Record<string, string> = {
  'an XHTML meta refresh by default namespace': svg(`<meta xmlns="${XHTML}" http-equiv="refresh" content="0;url=https://evil.example/"/>`),
  'an XHTML meta by prefix': svg(`<h:meta xmlns:h="${XHTML}" http-equiv="refresh" content="0;url=https://evil.example/"/>`),
  'a div breaking out of the plan': svg(`<div xmlns="${XHTML}" style="position:fixed;inset:0">owned</div>`),
  'a form': svg(`<form xmlns="${XHTML}" action="https://evil.example/"><input name="password"/></form>`),
  'an iframe': svg(`<iframe xmlns="${XHTML}" src="https://evil.example/"/>`),
  'a default XHTML namespace on a child group': svg(`<g xmlns="${XHTML}"><meta http-equiv="refresh" content="0;url=/x"/></g>`),
  'an XHTML root': `<html xmlns="${XHTML}"><svg xmlns="${SVG}"><rect/></svg></html>`,
  'foreignObject with XHTML in it': svg(`<foreignObject width="10" height="10"><div xmlns="${XHTML}"><form/></div></foreignObject>`),
  'a script': svg('<script>alert(1)</script>'),
  'a script in CDATA': svg('<script><![CDATA[alert(1)]]></script>'),
  'markup hidden in CDATA': svg('<text><![CDATA[<meta http-equiv="refresh" content="0;url=/x">]]></text>'),
  'an entity expanding to markup': `<!DOCTYPE svg [<!ENTITY x "<meta http-equiv='refresh' content='0;url=/x'/>">]>${svg('<text>&x;</text>')}`,
  'an event handler': svg('<rect onload="alert(1)" onclick="alert(2)"/>'),
  'a handler in upper case': svg('<rect ONMOUSEOVER="alert(1)"/>'),
  'a javascript: link': svg('<a href="javascript:alert(1)"><rect/></a>'),
  'a javascript: xlink:href with whitespace': svg(
    `<a xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href=" java\tscript:alert(1)"><rect/></a>`,
  ),
  'an outside image': svg('<image href="https://evil.example/track.png"/>'),
  'a use of an outside file': svg('<use href="https://evil.example/sprite.svg#a"/>'),
  'a data: SVG in use': svg('<use href="data:image/svg+xml;base64,PHN2Zy8+#a"/>'),
  'an animation setting href': svg('<a href="#x"><set attributeName="href" to="javascript:alert(1)"/><rect/></a>'),
  'an animate of an event handler': svg('<rect><animate attributeName="onclick" values="alert(1)"/></rect>'),
  'a stylesheet importing from outside': svg('<style>@import url(https://evil.example/x.css);</style>'),
  'a style attribute loading from outside': svg('<rect style="fill:url(https://evil.example/x)"/>'),
  'a processing instruction for a stylesheet': `<?xml-stylesheet href="https://evil.example/x.css"?>${svg('<rect/>')}`,
  'an embed and an object': svg(`<embed xmlns="${XHTML}" src="/x"/><object xmlns="${XHTML}" data="/x"/>`),
  'a handler element': svg('<handler type="application/ecmascript">alert(1)</handler>'),
  'an editor’s namespace left undeclared': svg('<x:meta http-equiv="refresh"/><rect inkscape:label="a" on:click="b"/>'),
  'an SVG element prefixed into the XHTML namespace': svg(`<svg:rect xmlns:svg="${XHTML}" id="looks-like-svg"/>`),
  'a base and a link element': svg(
    `<base xmlns="${XHTML}" href="https://evil.example/"/><link xmlns="${XHTML}" rel="stylesheet" href="/x"/>`,
  ),
}

const FORBIDDEN =
  /<(?:\w+:)?(?:meta|div|form|input|iframe|html|foreignObject|script|set|animate|embed|object|handler|base|link)\b|\bon\w+=|javascript|evil\.example|data:image\/svg|@import|<\?|<!|looks-like-svg/i

describe('X17 the SVG sanitiser keeps only SVG-namespace drawing', () => {
  it('X17 holds at least 20 hostile vectors', () => {
    expect(Object.keys(VECTORS).length).toBeGreaterThanOrEqual(20)
  })

  for (const [name, hostile] of Object.entries(VECTORS)) {
    it(`X17 ${name}: nothing of it survives`, () => {
      const clean = sanitizeSvg(hostile)
      if (clean === null) return
      expect(clean).not.toMatch(FORBIDDEN)
      // What comes out is itself SVG the sanitiser keeps as it is.
      expect(sanitizeSvg(clean)).toBe(clean)
    })
  }

  it('X17 an entity expanding to markup, or XHTML as the root, is no SVG at all (null: nothing drawn)', () => {
    expect(sanitizeSvg(VECTORS['an entity expanding to markup'] ?? '')).toBeNull()
    expect(sanitizeSvg(VECTORS['an XHTML root'] ?? '')).toBeNull()
  })

  it('X17 a drawing keeps its shapes, paint, text, gradients, internal links and booth ids', () => {
    const drawing = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
        '<g id="booth-w3-101" class="b"><rect x="1" y="2" width="3" height="4" fill="url(#g)" style="stroke:#000"/></g>' +
        '<text x="1" y="9" font-size="2">W3 &amp; &lt;馆&gt;</text><use href="#booth-w3-101"/>' +
        '<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>',
    )
    const clean = sanitizeSvg(drawing)
    expect(clean).toBe(drawing.replace(/<(\w+)([^>]*)\/>/g, '<$1$2></$1>'))
  })

  it('X17 an element of another namespace goes with everything inside it; the SVG around it stays', () => {
    const clean = sanitizeSvg(
      svg(`<g id="a"><div xmlns="${XHTML}"><svg xmlns="${SVG}"><rect id="inner"/></svg></div><rect id="kept"/></g>`),
    )
    expect(clean).toBe(`<svg xmlns="${SVG}" viewBox="0 0 10 10"><g id="a"><rect id="kept"></rect></g></svg>`)
  })

  it('X17 text that is not well-formed XML is not drawn (null)', () => {
    expect(sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>')).toBeNull()
    expect(sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg"><text>&nbsp;</text></svg>')).toBeNull()
  })
})
