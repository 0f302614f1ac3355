// G5 × G6: the English edition of /search: the same page; it reads the language from the request (src/proxy.ts).
export { default, generateMetadata } from '@/app/(frontend)/search/page'
