import type { UseQueryResult } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { QueryError } from '@/components/errors/query-error'
import type { ApiError } from '@/lib/api/errors'
import { DataTable } from './data-table'
import type { PaginationBarProps } from './pagination-bar'

type Paged<T> = {
  query: UseQueryResult<{ items: T[] }, ApiError>
  pagination: Omit<PaginationBarProps, 'itemCount'>
}

/**
 * A list page's table over `usePagedApiQuery`: skeleton while loading, the
 * error screen when the first page fails, the pagination bar under it.
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
  if (query.error && !query.data) return <QueryError error={query.error} />
  return (
    <>
      {header}
      <DataTable
        caption={caption}
        columns={columns}
        data={query.data?.items}
        isLoading={query.isPending}
        getRowId={getRowId}
        emptyState={emptyState}
        pagination={{ ...pagination, itemCount: query.data?.items.length ?? 0 }}
      />
    </>
  )
}
