import type { Column, Table } from '@tanstack/react-table'
import { Columns3, Download } from 'lucide-react'
import * as React from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { lazyComponent } from '@/components/ui/lazy'
import { columnLabel } from './column-label'
import { downloadCsv, tableToCsv } from './table-csv'

const columnsMenu = lazyComponent(() => import('./columns-menu').then((m) => m.ColumnsMenu))

const ALL_STATES = ''

/** Above a list: filter by text and state, what they apply to, choose columns, export CSV. */
export function TableToolbar<T>({
  table,
  filter,
  fileName,
  scope,
  status,
}: {
  table: Table<T>
  /** the filter box's text, ahead of the table's (which follows it when React has time) */
  filter: { text: string; onChange: (text: string) => void }
  fileName: string
  scope?: React.ReactNode
  status?: React.ReactNode
}) {
  const stateColumn = table.getAllLeafColumns().find((c) => c.columnDef.meta?.state)
  const what = fileName.replace(/[-_]/g, ' ')
  return (
    // Two lines on a phone, one on a wider screen, whatever the rows hold: the toolbar shows
    // while the rows load, and must not change height when they arrive (it would push the
    // table down, a layout shift).
    <div className="mb-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
      <div className="flex items-center gap-2">
        <Input
          type="search"
          aria-label={`Filter ${what}`}
          placeholder="Filter"
          value={filter.text}
          onChange={(e) => filter.onChange(e.target.value)}
          variant="compact"
          className="min-w-0 sm:w-56"
        />
        {stateColumn && <StateFilter column={stateColumn} table={table} />}
      </div>
      {scope && <div className="text-sm text-muted-foreground">{scope}</div>}
      <div className="flex items-center gap-2 sm:ml-auto">
        {status}
        <LazyColumnsMenu table={table} />
        <Button
          variant="outline"
          size="sm"
          disabled={table.getCoreRowModel().rows.length === 0}
          onClick={() => downloadCsv(tableToCsv(table), `${fileName}.csv`)}
        >
          <Download aria-hidden />
          <span className="sr-only sm:not-sr-only">Export CSV</span>
        </Button>
      </div>
    </div>
  )
}

function StateFilter<T>({ column, table }: { column: Column<T>; table: Table<T> }) {
  const id = React.useId()
  // the states of the loaded rows, not the filtered ones: choosing one mustn't hide the others;
  // read again only when the rows change (every row a time: the toolbar renders with each
  // selection and sort)
  const rows = table.getCoreRowModel().rows
  const states = React.useMemo(
    () => [...new Set(rows.map((r) => String(r.getValue(column.id))))].sort(),
    [rows, column.id],
  )
  const label = columnLabel(column) ?? 'State'
  return (
    <div className="flex shrink-0 items-center gap-2">
      <label htmlFor={id} className="text-sm text-muted-foreground">
        {label}
      </label>
      {/* native, like the page-size select: a handful of options needs no popup code */}
      <select
        id={id}
        value={String(column.getFilterValue() ?? ALL_STATES)}
        onChange={(e) => column.setFilterValue(e.target.value || undefined)}
        // a fixed width: a native select is as wide as its longest option, which arrives with the rows
        className="h-8 w-28 shrink-0 rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:w-36"
      >
        <option value={ALL_STATES}>All</option>
        {states.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
    </div>
  )
}

/** A plain button until first used, so a list doesn't load menu code up front. */
function LazyColumnsMenu<T>({ table }: { table: Table<T> }) {
  const [active, setActive] = React.useState(false)
  const ready = columnsMenu.useReady(active)
  if (ready) return <columnsMenu.Component table={table as Table<unknown>} defaultOpen />
  return (
    <Button
      variant="outline"
      size="sm"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={columnsMenu.load}
      onFocus={columnsMenu.load}
      onClick={() => setActive(true)}
    >
      <Columns3 aria-hidden />
      Columns
    </Button>
  )
}
