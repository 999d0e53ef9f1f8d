import type { RowData } from '@tanstack/react-table'

declare module '@tanstack/react-table' {
  // TanStack's own generic parameters; the merge must repeat them
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** A time column: the list starts sorted on it, newest first. */
    newestFirst?: boolean
    /** The column of the row's state: the toolbar offers a filter by each state present. */
    state?: boolean
    /** The checkbox column: its cells alone show whether their row is selected. */
    showsSelection?: boolean
  }
}
