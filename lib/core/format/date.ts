import { formatDistanceStrict, lightFormat, type Month } from 'date-fns'
import { enUS } from 'date-fns/locale/en-US'

// date-fns, not Intl: the page's first Intl formatter starts ICU, which cost 35 to 80 ms of
// the main thread in Chromium on this kind of machine, during the load of every page that
// shows a date. `lightFormat`, not `format`: `format` brings every token's formatter (about
// 3 KB gzip) for the month's name, which the locale gives alone.

/** Local time, 24-hour clock: 'Nov 23, 2026, 14:05'. */
export function formatDateTime(date: Date | number): string {
  return `${monthName(date)} ${lightFormat(date, 'd, yyyy, HH:mm')}`
}

function monthName(date: Date | number): string {
  return enUS.localize.month(new Date(date).getMonth() as Month, { width: 'abbreviated' })
}

/** Local time within the year, 24-hour clock: 'Nov 3, 04:05' (chart axes and tooltips). */
export function formatDayTime(date: Date | number): string {
  return `${monthName(date)} ${lightFormat(date, 'd, HH:mm')}`
}

/** As formatDayTime, to the second: 'Nov 3, 04:05:09' (events close together). */
export function formatDayTimeSeconds(date: Date | number): string {
  return `${monthName(date)} ${lightFormat(date, 'd, HH:mm:ss')}`
}

/** Local time of day, 24-hour clock: '14:05:09'. */
export function formatClock(date: Date | number): string {
  return lightFormat(date, 'HH:mm:ss')
}

/**
 * '3 minutes ago', 'in 2 hours'. Same as date-fns formatDistanceToNowStrict,
 * but `now` can be pinned so tests don't depend on the clock.
 */
export function timeAgo(date: Date, now: Date = new Date()): string {
  return formatDistanceStrict(date, now, { addSuffix: true })
}
