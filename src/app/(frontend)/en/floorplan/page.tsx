// G5, B5: the English edition of /floorplan: the same page; it reads the language from the request (src/proxy.ts).
export { default, generateMetadata } from '@/app/(frontend)/floorplan/page'
