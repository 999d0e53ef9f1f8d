import {
  getCoreRowModel,
  useReactTable,
  type Column,
  type ColumnDef,
  type Table as TanStackTable,
} from '@tanstack/react-table'
import * as React from 'react'
import { PaginationBar, type PaginationBarProps } from '@/components/ui/pagination-bar'
import { renderSlot } from '@/components/ui/render-slot'
import { Skeleton } from '@/components/ui/skeleton'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { cn } from '@/lib/utils'

const SKELETON_ROWS = 5

// one shared empty array keeps the table's data identity stable while loading
const NO_ROWS: never[] = []

export type DataTableProps<T> = {
  // TanStack's own signature: columns of mixed value types are ColumnDef<T, any>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[]
  data: T[] | undefined
  isLoading?: boolean
  /** Shown in one full-width cell when there are no rows. */
  emptyState?: React.ReactNode
  getRowId?: (row: T) => string
  /** Names the table for screen readers; not shown. */
  caption?: string
  pagination?: Omit<PaginationBarProps, 'className'>
  className?: string
}

export function DataTable<T>({ columns, data, getRowId, ...view }: DataTableProps<T>) {
  const rows = data ?? (NO_ROWS as T[])
  // No React Compiler runs here, and the table object is meant to be read afresh each render
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: getRowId ? (row) => getRowId(row) : undefined,
    manualPagination: true,
    // the API orders these lists; a header offers no sort it can't keep across pages
    enableSorting: false,
  })
  return <DataTableView table={table} {...view} />
}

export type DataTableViewProps<T> = Omit<DataTableProps<T>, 'columns' | 'data' | 'getRowId'> & {
  /** A table made by the caller, e.g. one that sorts, filters and pages on the client. */
  table: TanStackTable<T>
  /** Narrower gutters and top-aligned cells, for tables of many columns with multi-line cells. */
  compact?: boolean
}

/** Renders a TanStack table: grouped headers, sort state, skeleton rows, empty state, paging. */
export function DataTableView<T>({
  table,
  isLoading = false,
  emptyState,
  caption,
  pagination,
  className,
  compact = false,
}: DataTableViewProps<T>) {
  const columnCount = table.getVisibleLeafColumns().length
  const rows = table.getRowModel().rows
  const loading = isLoading && rows.length === 0
  const empty = !loading && rows.length === 0
  // an empty first page has nothing to page through; a later one still needs Previous
  const showPagination = pagination && !loading && !(empty && pagination.pageIndex === 0)

  return (
    <div className={className}>
      <Table aria-busy={loading || undefined}>
        {caption && <TableCaption className="sr-only">{caption}</TableCaption>}
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id} className="hover:bg-transparent">
              {group.headers.map((header) => (
                <TableHead
                  key={header.id}
                  colSpan={header.colSpan}
                  scope={header.colSpan > 1 ? 'colgroup' : 'col'}
                  aria-sort={ariaSort(header.column)}
                  className={cn(compact && 'px-2')}
                >
                  {header.isPlaceholder
                    ? null
                    : renderSlot(header.column.columnDef.header, header.getContext())}
                </TableHead>
              ))}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {loading &&
            Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <TableRow key={`skeleton-${i}`} className="hover:bg-transparent">
                {Array.from({ length: columnCount }, (_, j) => (
                  <TableCell key={j}>
                    <Skeleton className="h-4 w-full max-w-32" />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          {empty && (
            <TableRow className="hover:bg-transparent">
              <TableCell colSpan={columnCount} className="p-0">
                {emptyState ?? (
                  <p className="py-10 text-center text-sm text-muted-foreground">No items</p>
                )}
              </TableCell>
            </TableRow>
          )}
          {rows.map((row) => (
            <TableRow key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <TableCell key={cell.id} className={cn(compact && 'px-2 align-top')}>
                  {renderSlot(cell.column.columnDef.cell, cell.getContext())}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {showPagination && <PaginationBar {...pagination} />}
    </div>
  )
}

function ariaSort<T>(column: Column<T>) {
  if (!column.getCanSort()) return undefined
  const sorted = column.getIsSorted()
  return sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'
}
