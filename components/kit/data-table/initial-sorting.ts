import type { ColumnDef, SortingState } from '@tanstack/react-table'

/** The id TanStack gives a column: its `id`, else its `accessorKey`, else a string header. */
export function columnIdOf<T>(column: ColumnDef<T, unknown>): string | undefined {
  if (column.id) return column.id
  if ('accessorKey' in column && column.accessorKey !== undefined) {
    return String(column.accessorKey).replace(/\./g, '_')
  }
  return typeof column.header === 'string' ? column.header : undefined
}

/** A list with a time column starts newest first, on its first such column. */
export function initialSorting<T>(columns: ColumnDef<T, unknown>[]): SortingState {
  const timed = columns.find((c) => c.meta?.newestFirst)
  const id = timed && columnIdOf(timed)
  return id ? [{ id, desc: true }] : []
}
