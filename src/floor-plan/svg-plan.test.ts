import { describe, expect, it } from 'vitest'

import { type BoothView, planMarkup, readPlan } from './svg-plan'

const svg = (body: string, root = 'viewBox="0 0 100 50"') => `<svg xmlns="http://www.w3.org/2000/svg" ${root}>${body}</svg>`
const booth = (id: string) => `<rect id="${id}" x="0" y="0" width="10" height="10"/>`

const view = (overrides: Partial<BoothView> = {}): BoothView => ({
  number: 'W3-101',
  label: '华核 & <Co>',
  href: '/showDetail?id=7',
  current: false,
  matched: false,
  ...overrides,
})

describe('B5 reading a hall plan', () => {
  it('B5 the booths are the elements whose id starts with booth-, in drawing order, with the viewBox', () => {
    const reading = readPlan(svg(`${booth('booth-w3-101')}<g id="walls"/>${booth('booth-w3-102')}`))
    expect(reading).toEqual({ ok: true, boothIds: ['booth-w3-101', 'booth-w3-102'], viewBox: '0 0 100 50' })
  })

  it('B5 width and height stand in for a missing viewBox', () => {
    expect(readPlan(svg(booth('booth-a'), 'width="300px" height="200"'))).toMatchObject({ ok: true, viewBox: '0 0 300 200' })
  })

  it('B5 a plan without booths, with one booth id twice, or with an unusable id is refused with the reason', () => {
    expect(readPlan(svg('<rect id="w3-101"/>'))).toEqual({ ok: false, problem: expect.stringContaining('booth-') })
    expect(readPlan(svg(booth('booth-a') + booth('booth-a')))).toEqual({ ok: false, problem: expect.stringContaining('出现了两次') })
    expect(readPlan(svg(booth('booth-a b')))).toEqual({ ok: false, problem: expect.stringContaining('只能含') })
  })
})

describe('B5 the plan as the page shows it', () => {
  const booths = new Map([['booth-w3-101', view()]])

  it('B5 a linked booth is wrapped in a link named by its number and exhibitor, the text escaped', () => {
    const html = planMarkup(svg(booth('booth-w3-101')), booths, '西馆平面图')
    expect(html).toContain('<a href="/showDetail?id=7" class="floorplan__link" aria-label="W3-101 华核 &amp; &lt;Co&gt;">')
    expect(html).toContain('class="floorplan__booth" data-booth="W3-101"')
    expect(html).toMatch(/<svg [^>]*class="floorplan__svg" role="group" aria-label="西馆平面图">/)
  })

  it('B5 the booth of a deep link is marked current, matches of a search marked too', () => {
    const html = planMarkup(svg(booth('booth-w3-101')), new Map([['booth-w3-101', view({ current: true, matched: true })]]), 'plan')
    expect(html).toContain('floorplan__booth--current')
    expect(html).toContain('floorplan__booth--match')
    expect(html).toContain('aria-current="location"')
  })

  it('Z3 presentation attributes repeated on many elements are written once, as a class of zero specificity; a lone or unplain set stays as it was', () => {
    const shape = (id: string) =>
      `<g id="${id}"><rect x="1" y="2" width="36" height="26" fill="#e8eef5" stroke="#5b7a99"/><text x="3" y="4" font-size="8" text-anchor="middle">${id}</text></g>`
    const html = planMarkup(
      svg(`${shape('booth-a')}${shape('booth-b')}<rect fill="url(#x)"/><rect fill="url(#x)"/><circle r="1" fill="red"/>`),
      new Map(),
      'plan',
      'h7',
    )
    expect(html).toMatch(
      /^<svg [^>]*><style>:where\(\.h7-s0\)\{fill:#e8eef5;stroke:#5b7a99\}:where\(\.h7-s1\)\{font-size:8px;text-anchor:middle\}<\/style>/,
    )
    expect(html.match(/<rect x="1" y="2" width="36" height="26" class="h7-s0"><\/rect>/g)).toHaveLength(2)
    expect(html.match(/<text x="3" y="4" class="h7-s1">/g)).toHaveLength(2)
    expect(html).toContain('<rect fill="url(#x)"></rect>')
    expect(html).toContain('<circle r="1" fill="red"></circle>')
  })

  it('B5 style sheets, an editor’s own elements and attributes, comments and the size are dropped', () => {
    const html = planMarkup(
      svg(
        '<!-- made by hand --><style>body{display:none}</style><sodipodi:namedview xmlns:sodipodi="x"><rect/></sodipodi:namedview><rect id="booth-x" inkscape:label="x"/>',
        'viewBox="0 0 10 10" width="10" height="10"',
      ),
      new Map(),
      'plan',
    )
    expect(html).not.toMatch(/style>|namedview|inkscape|made by hand|width="10"/)
    expect(html).toContain('<rect id="booth-x"></rect>')
  })
})
