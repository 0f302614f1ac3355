// G5: the English edition of /news: the same page; it reads the language from the request (src/proxy.ts).
export { default, generateMetadata } from '@/app/(frontend)/news/page'
