// G5 × R8: the English edition's form posts here; the handler reads the language from the request (src/proxy.ts).
export { POST } from '@/app/(frontend)/register/badge/[number]/withdraw/route'
