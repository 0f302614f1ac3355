// G5 × R5: the English edition of the badge page.
export { default, generateMetadata } from '@/app/(frontend)/register/badge/[number]/page'
