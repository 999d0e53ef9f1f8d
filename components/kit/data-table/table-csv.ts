import type { Column, Table } from '@tanstack/react-table'
import { toCsv } from '@/lib/core/csv'
import { saveFile } from '@/components/ui/save-file'

/** A column that has a value to export: one with an accessor (not the actions or checkbox). */
const exported = <T>(column: Column<T>) => !!column.accessorFn

function headerText<T>(column: Column<T>) {
  const { header } = column.columnDef
  return typeof header === 'string' ? header : column.id
}

function cellText(value: unknown): string {
  if (value == null) return ''
  if (value instanceof Date) return value.toISOString()
  return String(value)
}

/**
 * The rows on screen (filtered, sorted) and the columns shown, as CSV. Each value is read
 * afresh from its accessor, not from TanStack's cache of it: a column whose values arrive
 * after its rows (the instances' addresses) exports what has arrived by now.
 */
export function tableToCsv<T>(table: Table<T>): string {
  const columns = table.getVisibleLeafColumns().filter(exported)
  return toCsv([
    columns.map(headerText),
    ...table
      .getRowModel()
      .rows.map((row) => columns.map((c) => cellText(c.accessorFn?.(row.original, row.index)))),
  ])
}

export function downloadCsv(csv: string, fileName: string) {
  saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName)
}
