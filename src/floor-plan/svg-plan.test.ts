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
    expect(html).toContain('class="floorplan__booth floorplan__booth--linked" data-booth="W3-101"')
    expect(html).toMatch(/<svg [^>]*class="floorplan__svg" role="group" aria-label="西馆平面图">/)
  })

  it('B5 the booth of a deep link is marked current, matches of a search marked too', () => {
    const html = planMarkup(svg(booth('booth-w3-101')), new Map([['booth-w3-101', view({ current: true, matched: true })]]), 'plan')
    expect(html).toContain('floorplan__booth--current')
    expect(html).toContain('floorplan__booth--match')
    expect(html).toContain('aria-current="location"')
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
