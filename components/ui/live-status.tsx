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
 * Beside something that changes state by itself: when it was last loaded, and a refresh for
 * whenever the user wants it now. While something in it is in transition (and so polled), its
 * state badge shows a spinner (`StateBadge`'s `transition`).
 *
 * Not a live region: a time that changes every two seconds would drown out
 * everything else a screen reader has to say.
 */
export function LiveStatus({
  query,
  what,
}: {
  query: Watched
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
