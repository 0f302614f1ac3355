import { BEIJING } from '@/locales/dates'

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: BEIJING, year: 'numeric', month: '2-digit', day: '2-digit' })
const hourFormat = new Intl.DateTimeFormat('en-GB', { timeZone: BEIJING, hour: '2-digit', hourCycle: 'h23' })

/** K2: the show day (Beijing time) a moment falls on, as registrations store visit days: `YYYY-MM-DD`. */
export const showDay = (at: Date): string => dayFormat.format(at)

/** K4: the hour of the day (Beijing time, 0–23) a moment falls in. */
export const showHour = (at: Date): number => Number(hourFormat.format(at))
