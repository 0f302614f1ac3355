import type { Config } from 'payload'

/** E5, E9: the one way the admin writes a date and time (date-fns pattern): 2026-11-26 09:30. */
export const ADMIN_DATE_FORMAT = 'yyyy-MM-dd HH:mm'

/** The organiser's time zone: schedules, the admin's server-rendered dates and exported file names. */
export const BEIJING = 'Asia/Shanghai'

/**
 * The ways an editor may type a date and time in a date field, first the one it is shown in.
 * Each is read exactly (date-fns `parse`): anything else is refused, never guessed.
 */
export const TYPED_DATE_FORMATS = [
  ADMIN_DATE_FORMAT,
  'yyyy-M-d H:mm',
  'yyyy年M月d日 H:mm',
  'yyyy/M/d H:mm',
  'yyyy-M-d',
  'yyyy年M月d日',
  'yyyy/M/d',
]

/** E5: the schedule drawer's zones, named in Chinese, Beijing time first and chosen. */
export const adminTimezones: NonNullable<NonNullable<Config['admin']>['timezones']> = {
  supportedTimezones: [
    { label: '北京时间（UTC+8）', value: BEIJING },
    { label: '协调世界时（UTC）', value: 'UTC' },
  ],
  defaultTimezone: BEIJING,
}

const beijingParts = (date: Date) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: BEIJING,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  )

/** A moment as the admin writes it, in Beijing time: 2026-11-26 09:30. */
export function beijingDateTime(date: Date): string {
  const { year, month, day, hour, minute } = beijingParts(date)
  return `${year}-${month}-${day} ${hour}:${minute}`
}

/** The Beijing date of a moment: 2026-11-26. */
export function beijingDate(date: Date): string {
  return beijingDateTime(date).slice(0, 10)
}
