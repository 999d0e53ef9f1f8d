import { Alert } from '@/components/ui/alert'
import type { ApiError } from '@/lib/api/errors'
import { blockingError } from '@/lib/api/load-state'
import { joinClasses } from '@/lib/core/join-classes'
import { RefreshFailed } from './refresh-failed'
import { RetryButton } from './retry-button'

type SectionQuery = {
  data: unknown
  error: ApiError | null
  dataUpdatedAt: number
  isFetching: boolean
  refetch: () => unknown
}

/**
 * What a section inside a page (a tab's table, a chart) says when its query
 * fails. The page around it stays either way: a first load that brought
 * nothing says so where the section's content would be, with Retry; a failed
 * refresh keeps the last data and says so above it (`RefreshFailed`).
 * Render the section's content only while `blockingError(query)` is unset.
 */
export function SectionQueryError({
  query,
  what,
  className,
}: {
  query: SectionQuery
  /** what the section shows, e.g. "disks" */
  what: string
  className?: string
}) {
  const failed = blockingError(query)
  if (!failed) return <RefreshFailed query={query} what={what} className={className} />
  return (
    <Alert
      variant="destructive"
      className={joinClasses('flex flex-wrap items-center justify-between gap-2', className)}
    >
      <span>
        Couldn’t load {what}: {failed.message}
      </span>
      <RetryButton retrying={query.isFetching} onRetry={() => void query.refetch()} what={what} />
    </Alert>
  )
}
