import type { Column } from '@tanstack/react-table'

/** A column's name as a person reads it: its header when that is text. */
export function columnLabel<T>(column: Column<T>): string | undefined {
  const { header } = column.columnDef
  return typeof header === 'string' ? header : undefined
}
