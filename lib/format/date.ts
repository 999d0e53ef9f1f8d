import { format, formatDistanceStrict } from 'date-fns'

/** Local time, 24-hour clock: 'Nov 23, 2026, 14:05'. */
export function formatDateTime(date: Date): string {
  return format(date, 'MMM d, yyyy, HH:mm')
}

/**
 * '3 minutes ago', 'in 2 hours'. Same as date-fns formatDistanceToNowStrict,
 * but `now` can be pinned so tests don't depend on the clock.
 */
export function timeAgo(date: Date, now: Date = new Date()): string {
  return formatDistanceStrict(date, now, { addSuffix: true })
}
