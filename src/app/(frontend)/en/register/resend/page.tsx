// G5 × R4: the English edition of /register/resend: the same page; it reads the language from the request (src/proxy.ts).
export { default, generateMetadata } from '@/app/(frontend)/register/resend/page'
