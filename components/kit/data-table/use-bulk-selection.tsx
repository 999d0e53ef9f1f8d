import type { ColumnDef } from '@tanstack/react-table'
import * as React from 'react'
import { BulkActions, type BulkVerb, type Row } from '@/components/kit/data-table/bulk-actions'
import type { RowSelection } from '@/components/kit/data-table/data-table'
import { selectColumn, useRowSelection } from '@/components/kit/data-table/row-selection'
import type { Paged } from '@/components/kit/data-table/paged-table'

// Apart from ListPage, so a list without bulk actions doesn't carry their code.

/** What `usePagedApiQuery` gives a list page. */
export type PagedList<T> = Paged<T> & { all: NonNullable<Paged<T>['all']> }

export type BulkSelection<T> = {
  column: ColumnDef<T>
  selection: RowSelection
  bar: React.ReactNode
}

/**
 * A checkbox on each row of a list page and, for the selected rows, these verbs: pass the
 * result as the page's `bulk`.
 */
export function useBulkSelection<T extends Row>(
  paged: PagedList<T>,
  /** singular and plural, e.g. ['disk', 'disks'] */
  noun: readonly [string, string],
  verbs: BulkVerb<T>[],
): BulkSelection<T> {
  const { selected, setRowSelection, selection } = useRowSelection(paged)
  const plural = noun[1]
  // the table's columns change only when the list's do
  const column = React.useMemo(() => selectColumn<T>(plural), [plural])
  const bar = (
    <BulkActions
      noun={noun}
      verbs={verbs}
      selected={selected}
      onSelectionChange={setRowSelection}
    />
  )
  return { column, selection, bar }
}
