import { Alert } from '@/components/ui/alert'
import type { ApiError } from '@/lib/api/errors'
import { refreshError } from '@/lib/api/load-state'
import { formatClock } from '@/lib/core/format/date'
import { joinClasses } from '@/lib/core/join-classes'
import { RetryButton } from './retry-button'

type Refreshable = {
  data: unknown
  error: ApiError | null
  dataUpdatedAt: number
  isFetching: boolean
  refetch: () => unknown
}

/**
 * Said in place when a refresh fails: what is on screen stays, marked as from
 * the last good answer, with a way to try again.
 */
export function RefreshFailed({
  query,
  what,
  className,
}: {
  query: Refreshable
  /** what failed to refresh, e.g. "instances" */
  what?: string
  className?: string
}) {
  const error = refreshError(query)
  if (!error) return null
  return (
    <Alert
      variant="notice"
      role="status"
      className={joinClasses('flex flex-wrap items-center justify-between gap-2', className)}
    >
      <span>
        Couldn’t refresh{what ? ` ${what}` : ''}: {error.message}. Showing what was loaded at{' '}
        {formatClock(query.dataUpdatedAt)}.
      </span>
      <RetryButton retrying={query.isFetching} onRetry={() => void query.refetch()} />
    </Alert>
  )
}
