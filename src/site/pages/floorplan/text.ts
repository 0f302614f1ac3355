import type { Locale } from '@/locales/languages'

/** B5: the floor plan page's words in each edition. */
const zh = {
  title: '展位图',
  titleEN: 'Floor Plan',
  description: '展馆平面图：按展商名称或展位号查找展位，点击展位查看展商介绍。',
  searchLabel: '查找展位',
  searchField: '展商名称或展位号',
  searchPlaceholder: '如“华核”或 W3-101',
  search: '查找',
  clear: '清除',
  matches: (count: number) => (count === 0 ? '没有找到匹配的展位' : `找到 ${count} 个展位`),
  current: (booth: string) => `展位 ${booth}`,
  unknownBooth: (booth: string) => `没有展位号为 “${booth}” 的展位`,
  boothList: (hall: string) => `${hall}展位列表`,
  boothNumber: '展位号',
  exhibitor: '展商',
  unlet: '暂未分配',
  zoomIn: '放大',
  zoomOut: '缩小',
  reset: '还原',
  zoomHint: '双指或滚轮缩放，拖动平移',
  planOf: (hall: string) => `${hall}平面图`,
  onPlan: '在展位图中查看',
  halls: '展馆',
}

const en: typeof zh = {
  title: 'Floor Plan',
  titleEN: '',
  description: 'The halls’ floor plan: find a booth by exhibitor or booth number, and open an exhibitor’s profile from its booth.',
  searchLabel: 'Find a booth',
  searchField: 'Exhibitor or booth number',
  searchPlaceholder: 'e.g. “Huahe” or W3-101',
  search: 'Find',
  clear: 'Clear',
  matches: (count) => (count === 0 ? 'No booth matches' : count === 1 ? '1 booth found' : `${count} booths found`),
  current: (booth) => `Booth ${booth}`,
  unknownBooth: (booth) => `There is no booth numbered “${booth}”`,
  boothList: (hall) => `Booths of ${hall}`,
  boothNumber: 'Booth',
  exhibitor: 'Exhibitor',
  unlet: 'Not yet let',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  reset: 'Reset',
  zoomHint: 'Pinch or scroll to zoom, drag to pan',
  planOf: (hall) => `Plan of ${hall}`,
  onPlan: 'See it on the floor plan',
  halls: 'Halls',
}

export const floorPlanText = (locale: Locale) => (locale === 'en' ? en : zh)
