/** The pop-up ad's switch and window (S27), as the `popup-ad` global stores them. */
export type PopupAdWindow = {
  enabled?: boolean | null
  picture?: number | { id: number } | null
  startsAt?: string | null
  endsAt?: string | null
}

/** The job that clears the caches when the ad's window opens or closes (src/jobs). */
export const POPUP_AD_BOUNDARY_TASK = 'popupAdBoundary'

const time = (value: string | null | undefined) => (value ? new Date(value).getTime() : null)

/** The ad's picture while it is switched on and `now` is inside its window; else null. */
export function showingAdPicture(ad: PopupAdWindow, now: Date): number | null {
  if (!ad.enabled || ad.picture === null || ad.picture === undefined) return null
  const start = time(ad.startsAt)
  const end = time(ad.endsAt)
  if ((start !== null && now.getTime() < start) || (end !== null && now.getTime() >= end)) return null
  return typeof ad.picture === 'object' ? ad.picture.id : ad.picture
}

/** The window's edges still ahead of `now`: when the site must render the ad's state again. */
export function windowBoundaries(ad: PopupAdWindow, now: Date): Date[] {
  if (!ad.enabled) return []
  return [ad.startsAt, ad.endsAt].flatMap((value) => {
    const at = time(value)
    return at !== null && at > now.getTime() ? [new Date(at)] : []
  })
}
