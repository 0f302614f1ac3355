// G5 × R4: the English form posts here; the handler reads the language from the request (src/proxy.ts).
export { POST } from '@/app/(frontend)/register/resend/submit/route'
