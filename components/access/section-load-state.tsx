import { SectionQueryError } from '@/components/kit/errors/section-query-error'
import { Skeleton } from '@/components/ui/skeleton'
import type { ApiError } from '@/lib/api/errors'
import { blockingError } from '@/lib/api/load-state'

type SectionQuery = {
  data: unknown
  error: ApiError | null
  dataUpdatedAt: number
  isFetching: boolean
  refetch: () => unknown
}

/**
 * What a section of the users page shows until its read has data: a
 * skeleton, a note when the API refuses the caller (403: these reads are
 * for silo admins), or the failure in place with a retry. The rest of the
 * page stays usable either way (`SectionQueryError`). Returns null once there is data.
 */
export function SectionLoadState({
  query,
  what,
}: {
  query: SectionQuery
  /** e.g. "this user's sessions" */
  what: string
}) {
  const failed = blockingError(query)
  if (failed?.statusCode === 403) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        You need the silo admin role to see {what}.
      </p>
    )
  }
  if (failed) return <SectionQueryError query={query} what={what} />
  if (query.data === undefined) return <Skeleton className="h-16 w-full" />
  return null
}
