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

/** Beijing time as the admin names it. */
export const BEIJING_TIMEZONE = { label: '北京时间（UTC+8）', value: BEIJING }

/** E5: the schedule drawer's zones, named in Chinese, Beijing time first and chosen. */
export const adminTimezones: NonNullable<NonNullable<Config['admin']>['timezones']> = {
  supportedTimezones: [BEIJING_TIMEZONE, { label: '协调世界时（UTC）', value: 'UTC' }],
  defaultTimezone: BEIJING,
}

type WallClock = { year: number; month: number; day: number; hour: number; minute: number }

const wallClocks = new Map<string, Intl.DateTimeFormat>()

/** The date and time the clocks of `zone` show at `instant`. */
function wallClock(zone: string, instant: Date): WallClock {
  let format = wallClocks.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    wallClocks.set(zone, format)
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, Number(part.value)]))
  return { year: parts.year ?? 0, month: parts.month ?? 1, day: parts.day ?? 1, hour: parts.hour ?? 0, minute: parts.minute ?? 0 }
}

const pad = (value: number) => String(value).padStart(2, '0')

/** A moment as the admin writes it, in Beijing time (or `zone`): 2026-11-26 09:30. */
export function beijingDateTime(date: Date, zone = BEIJING): string {
  const { year, month, day, hour, minute } = wallClock(zone, date)
  return `${year}-${pad(month)}-${pad(day)} ${pad(hour)}:${pad(minute)}`
}

/** The Beijing date of a moment: 2026-11-26. */
export function beijingDate(date: Date): string {
  return beijingDateTime(date).slice(0, 10)
}

/** The hour (0–23) Beijing's clocks show at a moment. */
export const beijingHour = (date: Date): number => wallClock(BEIJING, date).hour

/** What a date picker (which works in the browser's zone) shows for `instant` as `zone`'s clocks show it. */
export function shownAsIn(zone: string, instant: Date): Date {
  const { year, month, day, hour, minute } = wallClock(zone, instant)
  return new Date(year, month - 1, day, hour, minute)
}

/** The moment at which `zone`'s clocks show the date and time a date picker shows as `shown`. */
export function momentIn(zone: string, shown: Date): Date {
  const wall = Date.UTC(shown.getFullYear(), shown.getMonth(), shown.getDate(), shown.getHours(), shown.getMinutes())
  const offsetAt = (instant: number) => {
    const clock = wallClock(zone, new Date(instant))
    return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute) - Math.floor(instant / 60_000) * 60_000
  }
  // Once more with the offset at the first guess: the two differ only across a clock change.
  return new Date(wall - offsetAt(wall - offsetAt(wall)))
}

const TYPED = /^(\d{4})(?:-(\d{1,2})-(\d{1,2})|\/(\d{1,2})\/(\d{1,2})|年(\d{1,2})月(\d{1,2})日)(?:\s+(\d{1,2}):(\d{2}))?$/

/**
 * Whether `text` is a date (and time) in one of TYPED_DATE_FORMATS: what the date picker reads.
 * Used to tell the editor, in Chinese, that what they typed was not read.
 */
export function isTypedDate(text: string): boolean {
  const match = TYPED.exec(text.trim())
  if (!match) return false
  const [year, month, day] = [match[1], match[2] ?? match[4] ?? match[6], match[3] ?? match[5] ?? match[7]].map(Number) as [
    number,
    number,
    number,
  ]
  const [hour, minute] = [Number(match[8] ?? 0), Number(match[9] ?? 0)]
  const date = new Date(year, month - 1, day, hour, minute)
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day && hour < 24 && minute < 60
}

/** The refusal an editor reads under a date they typed in another form. */
export const untypedDateMessage = (text: string) => `无法识别“${text}”：请按 2026-11-26 09:30 的格式输入，或在日历中选择`
