import type { CollectionSlug } from 'payload'

import { type SeedContext, seedOptions } from './context'

/**
 * G5: the demo's English edition: the English texts of documents the seed created in Chinese,
 * saved as their `en` locale (the downloads' English titles are in `files.ts`). What has no
 * English here (most news, the single pages) shows the English edition's "not yet available in
 * English" page.
 */
export async function saveInEnglish(
  ctx: SeedContext,
  collection: CollectionSlug,
  id: number,
  data: Record<string, unknown>,
): Promise<void> {
  await ctx.payload.update({ collection, id, locale: 'en', data: { ...data, _status: 'published' } as never, ...seedOptions })
}

/** The site settings' English texts (the exhibition, its venue and organiser). */
export const siteSettingsEN = {
  siteName: 'The 10th China International Nuclear Industry Exhibition',
  seoDescription:
    'CNIE 2027, the 10th China International Nuclear Industry Exhibition, 14–17 April 2027, Beijing: nuclear power engineering, fuel, equipment, instrumentation and control, nuclear technology and decommissioning.',
  seoKeywords: 'nuclear industry exhibition, nuclear power, CNIE, China International Nuclear Industry Exhibition',
  eventName: 'The 10th China International Nuclear Industry Exhibition (CNIE 2027)',
  venueName: 'China International Exhibition Center (Shunyi)',
  venueStreetAddress: '88 Yuxiang Road, Tianzhu',
  venueCity: 'Beijing',
  venueRegion: 'Beijing',
  organizerName: 'China Nuclear Energy Association',
}

/** The footer's copyright line. */
export const footerEN = '© 2027 China Nuclear Energy Association. All rights reserved.'
export const footerAddressEN = '12F China Nuclear Energy Tower, 1 Sanlihe Road, Xicheng District, Beijing · Tel: +86 10 6866 1234'

/** The home cards in English, in the seed's order. */
export const homeCardsEN = [
  {
    title: 'About the Exhibition',
    subtitle: '14–17 April 2027 · Beijing',
    body: 'CNIE is held every two years. This edition covers 50,000 m², with about 450 exhibitors and 30,000 trade visitors expected.',
  },
  {
    title: 'Book a Booth',
    subtitle: 'Early-bird discount until 28 February',
    body: 'Exhibitors who sign and pay before 28 February 2027 get 10% off the booth fee. Enquiries: +86 10 6866 1234.',
  },
  { title: 'Visitor Registration', subtitle: 'Register online for fast entry' },
  { title: 'Forums', subtitle: 'More than 20 technical sessions' },
] as const

/** The media partners' English names, in the seed's order. */
export const partnersEN = [
  'China Nuclear Industry News',
  'China Energy News',
  'Nuclear Power Portal',
  'International Nuclear Power Observer',
  'Energy Magazine',
  'Nuclear Science Frontier',
  'Power Equipment Weekly',
  'China Electric Power Media',
  'Construction Times',
  'Nuclear Safety Review',
  'Isotopes & Radiation',
  'Smart Manufacturing Online',
  'Clean Energy Network',
  'Global Energy Info',
] as const

/** The three footer columns in English: heading and lines. */
export const footerColumnsEN = [
  {
    title: 'About Us',
    lines: [
      'The China International Nuclear Industry Exhibition is organised by the China Nuclear Energy Association and the Chinese Nuclear Society every two years.',
      'Tel: +86 10 6866 1234',
    ],
  },
  {
    title: 'The Exhibition',
    lines: ['Dates: 14–17 April 2027', 'Venue: China International Exhibition Center (Shunyi), Beijing', 'Halls: E1, E2, W3'],
  },
  { title: 'Contact', lines: ['Email: info@cnie-expo.cn', 'Tel: +86 10 6866 1234'] },
] as const

/** The exhibitors' fields of business in English, by their English name. */
export const exhibitorFocusEN: Record<string, string> = {
  'Huahe Nuclear Engineering Design Institute Co., Ltd.':
    'overall nuclear power plant design, nuclear island process design and EPC contracting',
  'Zhongyuan Nuclear Power Construction Group': 'nuclear island civil works and installation, modular construction and commissioning',
  'Dongyue Nuclear Consulting Co., Ltd.': 'nuclear safety analysis, probabilistic safety assessment and licensing support',
  'Northern Nuclear Fuel Element Co., Ltd.': 'design and manufacture of PWR fuel assemblies and research reactor fuel',
  'Jingao Zirconium Materials Technology Co., Ltd.': 'nuclear-grade zirconium alloy tubes, plates and bars',
  'Uranium Source Mining Development Co., Ltd.': 'in-situ leach uranium mining and uranium exploration',
  'Hairui Nuclear Pumps and Valves Co., Ltd.': 'nuclear-grade reactor coolant pumps, charging pumps and class 1 valves',
  'Zhongzhuang Nuclear Equipment Co., Ltd.': 'reactor pressure vessels, steam generators and pressurizers',
  'Jingcheng Nuclear Piping Co., Ltd.': 'main coolant piping, surge lines and nuclear-grade stainless fittings',
  'Atomtech Valves SAS': 'containment isolation valves and main steam isolation valves',
  'Huahe Intelligent Control Technology Co., Ltd.': 'digital instrumentation and control (DCS) and safety-class platforms',
  'Qiming Digital Twin Technology Co., Ltd.': '3D digital handover and smart operation and maintenance platforms',
  'Hengan Radiation Monitoring Instruments Co., Ltd.':
    'radiation monitoring systems, personal dosimeters and environmental gamma spectrometers',
  'Dunan Nuclear Protection Equipment Co., Ltd.': 'shielding materials, protective suits and nuclear emergency robots',
  'Tonghui Isotopes Co., Ltd.': 'medical and industrial isotopes and radiopharmaceuticals',
  'Beamline Irradiation Technology Co., Ltd.': 'electron accelerator irradiation and sterilisation',
  'Toushi NDT Equipment Co., Ltd.': 'digital radiography and in-service inspection equipment',
  'Qingyuan Radioactive Waste Treatment Co., Ltd.': 'radioactive waste volume reduction, conditioning and storage',
  'Changfeng Nuclear Decommissioning Engineering Co., Ltd.': 'decontamination, dismantling and site remediation of nuclear facilities',
  'Institute of Advanced Nuclear Energy Technology': 'Generation IV reactors, fusion materials and nuclear hydrogen production',
}
