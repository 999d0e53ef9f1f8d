import type { ColumnDef } from '@tanstack/react-table'
import { formatDateTime } from '@/lib/core/format/date'
import { ColumnText } from './column-text'
import { RowActions, type RowAction } from './row-actions'

/** Column helpers shared by the list pages. */

export function textColumn<T>(header: string, get: (row: T) => string, bold = false): ColumnDef<T> {
  return {
    id: header,
    header,
    accessorFn: get,
    // a row's name (bold) is cut to the column's width; other text shows whole
    cell: ({ row }) =>
      bold ? (
        <ColumnText text={get(row.original)} className="font-medium" />
      ) : (
        <span>{get(row.original)}</span>
      ),
  }
}

/** A name leading to its page: cut to the column's width, whole on hover. */
export function linkColumn<T>(
  header: string,
  get: (row: T) => string,
  href: (row: T) => string,
): ColumnDef<T> {
  return {
    id: header,
    header,
    accessorFn: get,
    cell: ({ row }) => <ColumnText text={get(row.original)} href={href(row.original)} />,
  }
}

export function descriptionColumn<T extends { description: string }>(): ColumnDef<T> {
  return {
    header: 'Description',
    accessorKey: 'description',
    cell: ({ row }) => (
      <span className="line-clamp-1 max-w-md break-all text-muted-foreground">
        {row.original.description}
      </span>
    ),
  }
}

export function dateColumn<T>(
  header: string,
  get: (row: T) => Date | null | undefined,
  absent = '—',
): ColumnDef<T> {
  return {
    id: header,
    header,
    accessorFn: get,
    meta: { newestFirst: true },
    // a time is read newest first, whatever the rows hold when the header is clicked
    sortDescFirst: true,
    cell: ({ row }) => {
      const d = get(row.original)
      return d ? formatDateTime(d) : absent
    },
  }
}

export const createdColumn = <T extends { timeCreated: Date }>() =>
  dateColumn<T>('Created', (r) => r.timeCreated)

/** The '…' menu column; `label` names the row for screen readers. */
export function actionsColumn<T>(
  label: (row: T) => string,
  items: (row: T) => RowAction[],
): ColumnDef<T> {
  return {
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    cell: ({ row }) => (
      <RowActions label={`Actions for ${label(row.original)}`} items={() => items(row.original)} />
    ),
  }
}
