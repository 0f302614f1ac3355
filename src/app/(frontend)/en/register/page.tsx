// G5 × R1: the English edition of /register: the same page; it reads the language from the request (src/proxy.ts).
export { default, generateMetadata } from '@/app/(frontend)/register/page'
