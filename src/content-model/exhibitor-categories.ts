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
