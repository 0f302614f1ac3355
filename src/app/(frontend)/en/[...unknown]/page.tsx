// G5: any other English path: the site's 404 page, in English.
export { default } from '@/app/(frontend)/[...unknown]/page'
