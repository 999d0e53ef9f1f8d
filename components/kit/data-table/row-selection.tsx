import type { ColumnDef, Row, RowSelectionState } from '@tanstack/react-table'
import * as React from 'react'
import { Checkbox } from '@/components/ui/checkbox'
import { uniqueBy } from '@/lib/core/keys'
import { useRowSelected } from './selection-signal'

/** A first column of checkboxes: one per row, and one for every row of the page. */
export function selectColumn<T extends { name: string }>(plural: string): ColumnDef<T> {
  return {
    id: 'select',
    meta: { showsSelection: true },
    header: ({ table }) => (
      <Checkbox
        aria-label={`Select all ${plural}`}
        checked={
          table.getIsAllPageRowsSelected() || (table.getIsSomePageRowsSelected() && 'indeterminate')
        }
        onCheckedChange={(on) => table.toggleAllPageRowsSelected(on === true)}
      />
    ),
    cell: ({ row }) => <RowCheckbox row={row} />,
    enableHiding: false,
    enableSorting: false,
  }
}

function RowCheckbox<T extends { name: string }>({ row }: { row: Row<T> }) {
  const checked = useRowSelected(() => row.getIsSelected())
  return (
    <Checkbox
      aria-label={`Select ${row.original.name}`}
      checked={checked}
      onCheckedChange={(on) => row.toggleSelected(on === true)}
    />
  )
}

type PagedRows<T> = {
  query: { data?: { items: T[] } }
  all: { requested: boolean; query: { data?: { items: T[] } } }
}

/**
 * The rows selected in a paged list (of what it shows: the page, or every
 * row once the user loaded them all), and the table's selection props.
 */
export function useRowSelection<T extends { id: string }>(paged: PagedRows<T>) {
  const [rowSelection, setRowSelection] = React.useState<RowSelectionState>({})
  const shown = (paged.all.requested && paged.all.query.data?.items) || paged.query.data?.items
  // a row the API listed twice is one resource: acted on once
  const selected = React.useMemo(
    () => uniqueBy(shown ?? [], (row) => row.id).filter((row) => rowSelection[row.id]),
    [shown, rowSelection],
  )
  return {
    selected,
    setRowSelection,
    selection: { rowSelection, onRowSelectionChange: setRowSelection },
  }
}
