// G5: the English edition of /home: the same page; it reads the language from the request (src/proxy.ts).
export { default, generateMetadata } from '@/app/(frontend)/home/page'
