import {
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type Cell,
  type Column,
  type Header,
  type ColumnDef,
  type ColumnFiltersState,
  type OnChangeFn,
  type RowSelectionState,
  type SortingState,
  type Table as TanStackTable,
} from '@tanstack/react-table'
import { useAtom } from 'jotai'
import * as React from 'react'
import '@/components/kit/data-table/column-meta'
import { columnVisibilityAtom } from '@/components/kit/data-table/column-visibility'
import { initialSorting } from '@/components/kit/data-table/initial-sorting'
import { SelectionSignalContext } from '@/components/kit/data-table/selection-signal'
import { SortHeader } from '@/components/kit/data-table/sort-header'
import { TableToolbar } from '@/components/kit/data-table/table-toolbar'
import { createSignal } from '@/lib/core/signal'
import { PaginationBar, type PaginationBarProps } from '@/components/ui/pagination-bar'
import { PartBoundary } from '@/components/ui/part-boundary'
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
import { keyed } from '@/lib/core/keys'

const SKELETON_ROWS = 5

// one shared empty array keeps the table's data identity stable while loading
const NO_ROWS: never[] = []
const NO_SELECTION: RowSelectionState = {}

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
  /**
   * A list's tools over the rows it has: filter by text and state, choose columns (remembered
   * under `listId`), export CSV. `scope` says what the sort and filter apply to.
   */
  tools?: {
    listId: string
    fileName: string
    scope?: React.ReactNode
    /** when the rows were loaded, for lists that update by themselves */
    status?: React.ReactNode
  }
  /** Rows chosen for a bulk action, by row id; kept by the caller, who acts on them. */
  selection?: RowSelection
  /** Told the sort and the text filter when they change, e.g. to load what they need. */
  onViewChange?: (view: TableView) => void
}

export type TableView = { sorting: SortingState; globalFilter: string }

export type RowSelection = {
  rowSelection: RowSelectionState
  onRowSelectionChange: OnChangeFn<RowSelectionState>
}

/** Sorts on any column with a value; with `tools`, filters, hides columns and exports. */
export function DataTable<T>({
  columns,
  data,
  getRowId,
  tools,
  selection,
  onViewChange,
  ...view
}: DataTableProps<T>) {
  const given = data ?? (NO_ROWS as T[])
  // TanStack keeps each row's cell values, and the filtered and sorted rows, until the data
  // changes. A column that reads beside its row (the instances' addresses, which arrive after
  // the list) changes the columns instead: new rows then, so a filter sees what arrived.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `columns` is the reason to copy
  const rows = React.useMemo(() => [...given], [given, columns])
  const [sorting, setSorting] = React.useState<SortingState>(() => initialSorting(columns))
  // The box shows each key at once; the rows follow when React has time (a keystroke paints
  // before thousands of rows are filtered again).
  const [filterText, setFilterText] = React.useState('')
  const globalFilter = React.useDeferredValue(filterText)
  const [columnFilters, setColumnFilters] = React.useState<ColumnFiltersState>([])
  const [columnVisibility, setColumnVisibility] = useAtom(columnVisibilityAtom(tools?.listId ?? ''))
  React.useEffect(() => {
    onViewChange?.({ sorting, globalFilter })
  }, [onViewChange, sorting, globalFilter])
  // No React Compiler runs here, and the table object is meant to be read afresh each render
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    state: {
      sorting,
      globalFilter,
      columnFilters,
      columnVisibility,
      rowSelection: selection?.rowSelection ?? NO_SELECTION,
    },
    enableRowSelection: !!selection,
    // not a transition: a checkbox shows its new state with the click that set it (to a screen
    // reader too); the signal below takes the update to the checkboxes alone
    onRowSelectionChange: selection?.onRowSelectionChange,
    // re-ordering every row is a transition: the click paints first
    onSortingChange: (update) => React.startTransition(() => setSorting(update)),
    onGlobalFilterChange: setFilterText,
    onColumnFiltersChange: setColumnFilters,
    onColumnVisibilityChange: setColumnVisibility,
    // a state is one of a few exact values; 'stop' must not match 'stopped' and 'stopping'.
    // A first click sorts ascending: TanStack would otherwise guess from the first row's
    // value, and with no rows yet (still loading) it guesses descending.
    defaultColumn: { filterFn: 'equalsString', sortDescFirst: false },
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getRowId: getRowId ? (row) => getRowId(row) : undefined,
    manualPagination: true,
    enableHiding: !!tools,
  })
  const [selectionSignal] = React.useState(createSignal)
  // before the paint: the checkboxes render with the table that holds the new selection
  React.useLayoutEffect(() => selectionSignal.notify(), [selectionSignal, selection?.rowSelection])
  return (
    <>
      {/* shown while the first rows load too, so their arrival doesn't push the table down */}
      {tools && (rows.length > 0 || view.isLoading) && (
        <TableToolbar
          table={table}
          filter={{ text: filterText, onChange: setFilterText }}
          fileName={tools.fileName}
          scope={tools.scope}
          status={tools.status}
        />
      )}
      <SelectionSignalContext.Provider value={selectionSignal}>
        <DataTableView
          table={table}
          sortHeaders
          {...view}
          emptyState={
            rows.length > 0 ? (
              <p className="py-10 text-center text-sm text-muted-foreground">No rows match</p>
            ) : (
              view.emptyState
            )
          }
        />
      </SelectionSignalContext.Provider>
    </>
  )
}

export type DataTableViewProps<T> = Omit<DataTableProps<T>, 'columns' | 'data' | 'getRowId'> & {
  /** A table made by the caller, e.g. one that sorts, filters and pages on the client. */
  table: TanStackTable<T>
  /** Narrower gutters and top-aligned cells, for tables of many columns with multi-line cells. */
  compact?: boolean
  /** Headers of sortable columns become sort buttons (unless the columns render their own). */
  sortHeaders?: boolean
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
  sortHeaders = false,
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
            <TableRow key={group.id} hover={false}>
              {group.headers.map((header) => (
                <HeaderCell
                  key={header.id}
                  header={header}
                  compact={compact}
                  sortHeaders={sortHeaders}
                  sorted={header.column.getIsSorted()}
                  selection={
                    header.column.columnDef.meta?.showsSelection ? pageSelection(table) : undefined
                  }
                />
              ))}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {loading &&
            Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <TableRow key={`skeleton-${i}`} hover={false}>
                {Array.from({ length: columnCount }, (_, j) => (
                  <TableCell key={j}>
                    <Skeleton className="h-4 w-full max-w-32" />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          {empty && (
            <TableRow hover={false}>
              <TableCell colSpan={columnCount} flush>
                {emptyState ?? (
                  <p className="py-10 text-center text-sm text-muted-foreground">No items</p>
                )}
              </TableCell>
            </TableRow>
          )}
          {keyed(rows, (row) => row.id).map(([key, row]) => (
            // the API may list an item twice: two rows of one id
            <BodyRow key={key} cells={row.getVisibleCells()} compact={compact} />
          ))}
        </TableBody>
      </Table>
      {showPagination && <PaginationBar {...pagination} />}
    </div>
  )
}

/** How much of the page is selected: what the checkbox column's header shows. */
function pageSelection<T>(table: TanStackTable<T>) {
  if (table.getIsAllPageRowsSelected()) return 'all'
  return table.getIsSomePageRowsSelected() ? 'some' : 'none'
}

type HeaderCellProps<T> = {
  header: Header<T, unknown>
  compact: boolean
  sortHeaders: boolean
  /** what the header shows of the table's state: its column's sort… */
  sorted: false | 'asc' | 'desc'
  /** …and, in the checkbox column, the page's selection */
  selection: 'all' | 'some' | 'none' | undefined
}

/**
 * A column's header, rendered again only when what it shows changes: selecting rows renders
 * the checkbox column's header, a sort the sorted ones'. It reads both through `header`;
 * `sorted` and `selection` are given so that the memo sees them change.
 */
const HeaderCell = React.memo(function HeaderCell<T>({
  header,
  compact,
  sortHeaders,
}: HeaderCellProps<T>) {
  return (
    <TableHead
      colSpan={header.colSpan}
      scope={header.colSpan > 1 ? 'colgroup' : 'col'}
      aria-sort={ariaSort(header.column)}
      compact={compact}
    >
      {header.isPlaceholder ? null : sortHeaders ? (
        <SortHeader header={header} />
      ) : (
        renderSlot(header.column.columnDef.header, header.getContext())
      )}
    </TableHead>
  )
}) as <T>(props: HeaderCellProps<T>) => React.ReactElement

type BodyRowProps<T> = { cells: Cell<T, unknown>[]; compact: boolean }

/**
 * A row renders again only when its cells are new (new data, columns or column choice): a
 * sort moves rows, and a keystroke in the filter or a selection leaves them be (its checkbox
 * hears of a selection through the selection signal). TanStack keeps a row's cells until its
 * data or columns change.
 */
const BodyRow = React.memo(function BodyRow<T>({ cells, compact }: BodyRowProps<T>) {
  return (
    <TableRow>
      {cells.map((cell) => (
        <BodyCell key={cell.id} cell={cell} compact={compact} />
      ))}
    </TableRow>
  )
}) as <T>(props: BodyRowProps<T>) => React.ReactElement

type BodyCellProps<T> = { cell: Cell<T, unknown>; compact: boolean }

/**
 * A cell, called inside its own boundary: a value the cell didn't expect fails that cell
 * alone. A stable component type, so the cell's contents aren't remounted (see renderSlot).
 */
const BodyCell = React.memo(function BodyCell<T>({ cell, compact }: BodyCellProps<T>) {
  return (
    <TableCell compact={compact}>
      <PartBoundary what="this cell">
        {renderSlot(cell.column.columnDef.cell, cell.getContext())}
      </PartBoundary>
    </TableCell>
  )
}) as <T>(props: BodyCellProps<T>) => React.ReactElement

function ariaSort<T>(column: Column<T>) {
  if (!column.getCanSort()) return undefined
  const sorted = column.getIsSorted()
  return sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'
}
