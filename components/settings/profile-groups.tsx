import { Skeleton } from '@/components/ui/skeleton'
import { PickerLimitNote } from '@/components/kit/forms/picker-limit-note'
import { RetryButton } from '@/components/kit/errors/retry-button'
import { RefreshFailed } from '@/components/kit/errors/refresh-failed'
import type { GroupResultsPage } from '@/lib/api/__generated__/Api'
import type { ApiError } from '@/lib/api/errors'
import { blockingError } from '@/lib/api/load-state'
import { byDisplayName } from '@/lib/domain/roles'
import { CopyableValue } from '@/components/kit/copyable-value'
import { keyed } from '@/lib/core/keys'

type GroupsQuery = {
  data: GroupResultsPage | undefined
  error: ApiError | null
  dataUpdatedAt: number
  isFetching: boolean
  refetch: () => unknown
}

/**
 * The groups cell of the profile. A failed groups request is said here, in
 * place, so the rest of the profile stays readable.
 */
export function ProfileGroups({ query }: { query: GroupsQuery }) {
  const failed = blockingError(query)
  if (failed) {
    return (
      <span className="flex flex-wrap items-center gap-2" role="status">
        Couldn’t load groups: {failed.message}
        <RetryButton
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
          what="groups"
        />
      </span>
    )
  }
  if (!query.data) return <Skeleton className="h-5 w-40" />
  const groups = [...query.data.items].sort(byDisplayName)
  return (
    <div className="space-y-2">
      <RefreshFailed query={query} what="groups" />
      {groups.length === 0 ? (
        <span className="text-muted-foreground">You are not in any group.</span>
      ) : (
        <ul aria-label="Groups" className="space-y-1">
          {keyed(groups, (g) => g.id).map(([key, g]) => (
            <li key={key}>
              <CopyableValue value={g.displayName} label={`group ${g.displayName}`} />
            </li>
          ))}
        </ul>
      )}
      <PickerLimitNote page={query.data} things="groups" />
    </div>
  )
}
