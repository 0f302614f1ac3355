export { DELETE, GET, OPTIONS, PATCH, POST, PUT } from '@/content-api/route'

export const dynamic = 'force-dynamic'
