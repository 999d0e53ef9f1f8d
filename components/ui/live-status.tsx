import { RefreshCw } from 'lucide-react'
import { formatClock } from '@/lib/core/format/date'
import { Button } from './button'
import { SpinnerIcon } from './spinner'

type Watched = {
  dataUpdatedAt: number
  isFetching: boolean
  refetch: () => unknown
}

/**
 * Beside something that changes state by itself: when it was last loaded, a
 * "Live" mark while it is polled (something in it is in transition), and a
 * refresh for whenever the user wants it now.
 *
 * Not a live region: a time that changes every two seconds would drown out
 * everything else a screen reader has to say.
 */
export function LiveStatus({
  query,
  live,
  what,
}: {
  query: Watched
  /** whether the query is polling now (lib/api/poll.ts) */
  live: boolean
  /** what is refreshed, e.g. "instances": the button is "Refresh instances" */
  what: string
}) {
  // before the first load, the same room, so the time's arrival moves nothing
  if (query.dataUpdatedAt === 0) {
    return (
      <div aria-hidden className="invisible flex items-center gap-2 text-sm">
        <span>Updated 00:00:00</span>
        <span className="h-8 w-8" />
      </div>
    )
  }
  const at = new Date(query.dataUpdatedAt)
  return (
    <div className="flex items-center gap-2 text-sm text-muted-foreground">
      {live && (
        <span
          className="inline-flex items-center gap-1.5"
          title="Updating by itself while something here changes state"
        >
          <span aria-hidden className="h-2 w-2 animate-pulse rounded-full bg-emerald-500" />
          Live
        </span>
      )}
      <span>
        Updated <time dateTime={at.toISOString()}>{formatClock(at)}</time>
      </span>
      <Button
        type="button"
        variant="outline"
        size="icon-md"
        aria-label={`Refresh ${what}`}
        onClick={() => void query.refetch()}
      >
        <SpinnerIcon icon={RefreshCw} active={query.isFetching} />
      </Button>
    </div>
  )
}
