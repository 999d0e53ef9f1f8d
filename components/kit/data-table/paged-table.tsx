import type { UseQueryResult } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { useRouter } from 'next/router'
import type { ReactNode } from 'react'
import { QueryError } from '@/components/kit/errors/query-error'
import { RefreshFailed } from '@/components/kit/errors/refresh-failed'
import type { ApiError } from '@/lib/api/errors'
import { blockingError } from '@/lib/api/load-state'
import { Button } from '../../ui/button'
import { DataTable, type RowSelection, type TableView } from './data-table'
import { LiveStatus } from '../../ui/live-status'
import type { PaginationBarProps } from '../../ui/pagination-bar'

export type Paged<T> = {
  query: UseQueryResult<{ items: T[] }, ApiError>
  pagination: Omit<PaginationBarProps, 'itemCount'>
  /** Every page at once (capped), when the user asks to sort and filter them all. */
  all?: {
    requested: boolean
    query: UseQueryResult<{ items: T[]; capped: boolean }, ApiError>
    load: () => void
  }
  /** For a list that polls (lib/api/poll.ts): whether it does now. */
  live?: boolean
}

/**
 * A list page's table over `usePagedApiQuery`: skeleton while loading, the
 * error screen when the first load fails, a notice above the rows when a
 * refresh fails, the pagination bar under it.
 */
export function PagedTable<T>({
  paged: { query, pagination, all, live },
  columns,
  caption,
  getRowId,
  emptyState,
  header,
  selection,
  what,
  onViewChange,
}: {
  paged: Paged<T>
  // TanStack's column value types differ per column
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[]
  caption: string
  getRowId: (row: T) => string
  emptyState: ReactNode
  header?: ReactNode
  selection?: RowSelection
  /** what the rows are, e.g. "instances" (default: the caption) */
  what?: string
  onViewChange?: (view: TableView) => void
}) {
  // one remembered column choice per list, whichever project or silo it is shown for
  const { pathname } = useRouter()
  const failed = blockingError(query)
  if (failed) return <QueryError error={failed} />
  const allRows = all?.requested ? all.query.data : undefined
  const rows = allRows?.items ?? query.data?.items
  const loaded = query.data?.items.length ?? 0
  const partial = pagination.hasPrev || pagination.hasNext
  const scope = allRows ? (
    allRows.capped ? (
      `Sorted and filtered: the first ${allRows.items.length} rows (the list has more)`
    ) : (
      `Sorted and filtered: all ${allRows.items.length} rows`
    )
  ) : partial ? (
    <>
      Sorted and filtered: the {loaded} loaded rows
      {all && (
        <>
          {' · '}
          <Button
            variant="link"
            size="inline"
            disabled={all.requested && all.query.isFetching}
            onClick={all.requested ? () => void all.query.refetch() : all.load}
          >
            {all.requested && all.query.isFetching ? 'Loading all…' : 'Load all'}
          </Button>
          {all.requested && all.query.error && ` (failed: ${all.query.error.message})`}
        </>
      )}
    </>
  ) : undefined
  return (
    <>
      {header}
      <RefreshFailed query={query} className="mb-3" />
      {all?.requested && <RefreshFailed query={all.query} what="all rows" className="mb-3" />}
      <DataTable
        caption={caption}
        columns={columns}
        data={rows}
        isLoading={query.isPending}
        getRowId={getRowId}
        emptyState={emptyState}
        selection={selection}
        onViewChange={onViewChange}
        tools={{
          listId: pathname,
          fileName: pathname.split('/').pop() || 'rows',
          scope,
          status: live !== undefined && <LiveStatus query={query} what={what ?? caption} />,
        }}
        // with every row loaded, pages would only hide some of them
        pagination={allRows ? undefined : { ...pagination, itemCount: loaded }}
      />
    </>
  )
}
