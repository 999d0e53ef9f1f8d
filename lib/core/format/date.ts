import { formatDistanceStrict } from 'date-fns'

// The platform's formatter: date-fns `format` would add its token parser and
// locale tables to every list page for this one pattern.
const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** Local time, 24-hour clock: 'Nov 23, 2026, 14:05'. */
export function formatDateTime(date: Date): string {
  return dateTime.format(date)
}

/**
 * '3 minutes ago', 'in 2 hours'. Same as date-fns formatDistanceToNowStrict,
 * but `now` can be pinned so tests don't depend on the clock.
 */
export function timeAgo(date: Date, now: Date = new Date()): string {
  return formatDistanceStrict(date, now, { addSuffix: true })
}
