import type { ColumnDef, Table as TanStackTable } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { QueryError } from '@/components/kit/errors/query-error'
import { RefreshFailed } from '@/components/kit/errors/refresh-failed'
import { SectionQueryError } from '@/components/kit/errors/section-query-error'
import {
  DataTable,
  DataTableView,
  type DataTableViewProps,
} from '@/components/kit/data-table/data-table'
import type { ApiError } from '@/lib/api/errors'
import { blockingError } from '@/lib/api/load-state'

/** What the table reads of its query; a TanStack query result is one. */
export type TableRead<D> = {
  data: D | undefined
  error: ApiError | null
  isPending: boolean
  dataUpdatedAt: number
  isFetching: boolean
  refetch: () => unknown
}

/** Where a first load that brought nothing says so. */
type Failure =
  | {
      /** The default, for a list that is what its page is about: the error page replaces it. */
      failure?: 'page'
      /** what failed to refresh, e.g. "the policy" */
      what?: string
    }
  | {
      /**
       * For a list that is one part of a page: the failure is said where the rows would be,
       * with Retry, and the header and the rest of the page stay usable.
       */
      failure: 'section'
      /** what the rows are, e.g. "IP ranges" */
      what: string
    }

/** The rows: picked from the read's answer, or a table the caller made over them. */
type Body<T, R> =
  | {
      rows: (data: R) => T[]
      // TanStack's column value types differ per column
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      columns: ColumnDef<T, any>[]
      getRowId: (row: T) => string
    }
  | {
      /** One that sorts, filters and pages the read's rows itself, e.g. many rules at once. */
      table: TanStackTable<T>
      pagination?: DataTableViewProps<T>['pagination']
      /** narrower gutters, for tables of many columns */
      compact?: boolean
    }

type QueryTableProps<T, R> = Failure &
  Body<T, R> & {
    query: TableRead<R>
    /**
     * Other reads the rows are built from: the skeleton stays until each has answered. Their
     * failures leave the rows on screen, so say those in `notes`.
     */
    waitFor?: readonly { isPending: boolean }[]
    caption: string
    emptyState?: ReactNode
    header?: ReactNode
    /**
     * Said between the refresh notice and the rows, e.g. another read's failure, a limit
     * reached, a count; in a section, said while its failure shows too.
     */
    notes?: ReactNode
  }

/**
 * A table over one read that answers a whole list (no pages), as the rack
 * networking status calls do: the error screen on a failed first load (or,
 * for a section, the failure in place), the rows kept with a notice when a
 * refresh fails.
 */
export function QueryTable<T, R = T[]>(props: QueryTableProps<T, R>) {
  const { query, waitFor = [], caption, emptyState, header, notes } = props
  const failed = blockingError(query)
  if (failed && props.failure !== 'section') return <QueryError error={failed} />
  const loading = query.isPending || waitFor.some((q) => q.isPending)
  return (
    <>
      {header}
      {props.failure === 'section' ? (
        <SectionQueryError query={query} what={props.what} className="mb-3" />
      ) : (
        <RefreshFailed query={query} what={props.what} className="mb-3" />
      )}
      {notes}
      {failed ? null : 'table' in props ? (
        <DataTableView
          table={props.table}
          caption={caption}
          isLoading={loading}
          emptyState={emptyState}
          pagination={props.pagination}
          compact={props.compact}
        />
      ) : (
        <DataTable
          caption={caption}
          columns={props.columns}
          data={query.data === undefined || loading ? undefined : props.rows(query.data)}
          isLoading={loading}
          getRowId={props.getRowId}
          emptyState={emptyState}
        />
      )}
    </>
  )
}
