// G5, B1: the English edition of the portal's page: the same page; it reads the language from the request (src/proxy.ts).
export { default, generateMetadata } from '@/app/(frontend)/exhibitor/page'
