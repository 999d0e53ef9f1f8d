import type { UseQueryResult } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { QueryError } from '@/components/kit/errors/query-error'
import { RefreshFailed } from '@/components/kit/errors/refresh-failed'
import { DataTable } from '@/components/kit/data-table/data-table'
import type { ApiError } from '@/lib/api/errors'
import { blockingError } from '@/lib/api/load-state'

/**
 * A table over one read that answers a whole list (no pages), as the rack
 * networking status calls do: the error screen on a failed first load, the
 * rows kept with a notice when a refresh fails.
 */
export function QueryTable<T, R = T[]>({
  query,
  rows,
  columns,
  caption,
  getRowId,
  emptyState,
  header,
}: {
  query: UseQueryResult<R, ApiError>
  rows: (data: R) => T[]
  // TanStack's column value types differ per column
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[]
  caption: string
  getRowId: (row: T) => string
  emptyState: ReactNode
  header?: ReactNode
}) {
  const failed = blockingError(query)
  if (failed) return <QueryError error={failed} />
  return (
    <>
      {header}
      <RefreshFailed query={query} className="mb-3" />
      <DataTable
        caption={caption}
        columns={columns}
        data={query.data === undefined ? undefined : rows(query.data)}
        isLoading={query.isPending}
        getRowId={getRowId}
        emptyState={emptyState}
      />
    </>
  )
}
