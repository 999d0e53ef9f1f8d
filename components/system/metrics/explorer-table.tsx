import {
  getCoreRowModel,
  getPaginationRowModel,
  useReactTable,
  type ColumnDef,
  type PaginationState,
} from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import { QueryTable, type TableRead } from '@/components/kit/data-table/query-table'
import type { OxqlQueryResult } from '@/lib/api/__generated__/Api'
import { formatDayTimeSeconds } from '@/lib/core/format/date'
import type { ExplorerAnswer, ExplorerRow } from '@/lib/domain/metrics/explorer'

const shownValue = (v: ExplorerRow['value'], format: (n: number) => string) =>
  v === null ? '—' : typeof v === 'number' ? format(v) : String(v)

/**
 * Every point of the answer, a row each: its time, its timeseries' fields and its value,
 * paged on the client (the answer comes whole).
 */
export function ExplorerTable({
  query,
  answer,
  format,
}: {
  query: TableRead<OxqlQueryResult>
  answer: ExplorerAnswer
  format: (value: number) => string
}) {
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 50 })
  const columns = useMemo<ColumnDef<ExplorerRow>[]>(
    () => [
      {
        id: 'Time',
        header: 'Time',
        accessorFn: (r) => r.time,
        cell: ({ row }) => (
          <span className="whitespace-nowrap">{formatDayTimeSeconds(row.original.time)}</span>
        ),
      },
      ...answer.fieldNames.map((name): ColumnDef<ExplorerRow> => ({
        id: name,
        header: () => <span className="font-mono">{name}</span>,
        accessorFn: (r) => r.fields[name] ?? '',
        cell: ({ row }) => (
          <span className="break-all font-mono text-xs">{row.original.fields[name] ?? '—'}</span>
        ),
      })),
      {
        id: 'Value',
        header: 'Value',
        accessorFn: (r) => r.value,
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">
            {shownValue(row.original.value, format)}
          </span>
        ),
      },
    ],
    [answer.fieldNames, format],
  )
  // eslint-disable-next-line react-hooks/incompatible-library -- the table object is read afresh each render
  const table = useReactTable({
    data: answer.rows,
    columns,
    // an answer may hold a point twice (a repeated table); its place in the answer is its key
    getRowId: (_, i) => String(i),
    state: { pagination },
    onPaginationChange: setPagination,
    getCoreRowModel: getCoreRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  })
  const pageRows = table.getRowModel().rows

  return (
    <QueryTable
      failure="section"
      what="the points"
      query={query}
      table={table}
      caption="Query result points"
      compact
      notes={
        <p className="mb-2 text-sm text-muted-foreground">
          {answer.rows.length} {answer.rows.length === 1 ? 'point' : 'points'} in{' '}
          {answer.series.length} {answer.series.length === 1 ? 'timeseries' : 'timeseries'}
        </p>
      }
      emptyState={<p className="py-10 text-center text-sm text-muted-foreground">No points</p>}
      pagination={{
        pageSize: pagination.pageSize,
        onPageSizeChange: (pageSize: number) => setPagination({ pageIndex: 0, pageSize }),
        pageIndex: pagination.pageIndex,
        itemCount: pageRows.length,
        hasPrev: table.getCanPreviousPage(),
        hasNext: table.getCanNextPage(),
        onPrev: table.previousPage,
        onNext: table.nextPage,
      }}
    />
  )
}
