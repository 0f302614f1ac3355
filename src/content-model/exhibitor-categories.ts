/** The directory's categories (展品类别); the exhibitor search filters by these exact values. */
export const exhibitorCategories = [
  '核电工程与设计',
  '核燃料与材料',
  '核级设备制造',
  '仪控与数字化',
  '辐射防护与监测',
  '核技术应用',
  '退役与废物治理',
  '科研院所与服务',
] as const

/** G5: the categories' English names, for the English edition. */
export const exhibitorCategoryNamesEN: Readonly<Record<string, string>> = {
  核电工程与设计: 'Nuclear power engineering and design',
  核燃料与材料: 'Nuclear fuel and materials',
  核级设备制造: 'Nuclear-grade equipment',
  仪控与数字化: 'Instrumentation, control and digital',
  辐射防护与监测: 'Radiation protection and monitoring',
  核技术应用: 'Nuclear technology applications',
  退役与废物治理: 'Decommissioning and waste management',
  科研院所与服务: 'Research institutes and services',
}
