import type { UseQueryResult } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { useRouter } from 'next/router'
import type { ReactNode } from 'react'
import { QueryError } from '@/components/errors/query-error'
import { RefreshFailed } from '@/components/errors/refresh-failed'
import type { ApiError } from '@/lib/api/errors'
import { blockingError } from '@/lib/api/load-state'
import { DataTable } from './data-table'
import type { PaginationBarProps } from './pagination-bar'

type Paged<T> = {
  query: UseQueryResult<{ items: T[] }, ApiError>
  pagination: Omit<PaginationBarProps, 'itemCount'>
}

/**
 * A list page's table over `usePagedApiQuery`: skeleton while loading, the
 * error screen when the first load fails, a notice above the rows when a
 * refresh fails, the pagination bar under it.
 */
export function PagedTable<T>({
  paged: { query, pagination },
  columns,
  caption,
  getRowId,
  emptyState,
  header,
}: {
  paged: Paged<T>
  // TanStack's column value types differ per column
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[]
  caption: string
  getRowId: (row: T) => string
  emptyState: ReactNode
  header?: ReactNode
}) {
  // one remembered column choice per list, whichever project or silo it is shown for
  const { pathname } = useRouter()
  const failed = blockingError(query)
  if (failed) return <QueryError error={failed} />
  const loaded = query.data?.items.length ?? 0
  const partial = pagination.hasPrev || pagination.hasNext
  return (
    <>
      {header}
      <RefreshFailed query={query} className="mb-3" />
      <DataTable
        caption={caption}
        columns={columns}
        data={query.data?.items}
        isLoading={query.isPending}
        getRowId={getRowId}
        emptyState={emptyState}
        tools={{
          listId: pathname,
          fileName: pathname.split('/').pop() || 'rows',
          scope: partial && `Sorted and filtered: the ${loaded} loaded rows`,
        }}
        pagination={{ ...pagination, itemCount: query.data?.items.length ?? 0 }}
      />
    </>
  )
}
