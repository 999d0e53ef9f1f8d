import type { ColumnDef } from '@tanstack/react-table'
import type { LucideIcon } from 'lucide-react'
import * as React from 'react'
import { BulkActions, type BulkVerb, type Row } from '@/components/kit/data-table/bulk-actions'
import type { RowSelection, TableView } from '@/components/kit/data-table/data-table'
import { PagedTable, type Paged } from '@/components/kit/data-table/paged-table'
import { selectColumn, useRowSelection } from '@/components/kit/data-table/row-selection'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { IntentLink } from '@/components/ui/intent-link'
import { PageHeader } from '@/components/ui/page-header'

/** What `usePagedApiQuery` gives a list page. */
type PagedList<T> = Paged<T> & { all: NonNullable<Paged<T>['all']> }

type BulkSelection<T> = { column: ColumnDef<T>; selection: RowSelection; bar: React.ReactNode }

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

export type ListPageProps<T extends { id: string }> = {
  title: string
  icon: LucideIcon
  /** The link to make one: in the header, and outlined in the empty state. */
  create?: {
    href: string
    label: string
    /** The empty state's wording, where it differs from the header's. */
    emptyLabel?: string
  }
  /** Before the create link in the header, e.g. an Experimental badge. */
  badge?: React.ReactNode
  /** Between the header and the table: a note, work in progress. */
  intro?: React.ReactNode
  /** From `useBulkSelection`. */
  bulk?: BulkSelection<T>
  /** What the page says while the list is empty. */
  empty: { title: string; body: React.ReactNode }
  paged: PagedList<T>
  // TanStack's column value types differ per column
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[]
  caption: string
  /** what the rows are, e.g. "instances" (default: the caption) */
  what?: string
  onViewChange?: (view: TableView) => void
}

function CreateLink({
  href,
  label,
  variant,
}: {
  href: string
  label: string
  variant?: 'outline'
}) {
  return (
    <Button asChild variant={variant}>
      <IntentLink href={href}>{label}</IntentLink>
    </Button>
  )
}

/**
 * A page that is one list the API pages: the header with its title, icon and create
 * link, the selected rows' actions, the table, and what it says while empty.
 */
export function ListPage<T extends { id: string }>({
  title,
  icon: Icon,
  create,
  badge,
  intro,
  bulk,
  empty,
  columns,
  ...table
}: ListPageProps<T>) {
  const checkboxColumn = bulk?.column
  const shownColumns = React.useMemo(
    () => (checkboxColumn ? [checkboxColumn, ...columns] : columns),
    [checkboxColumn, columns],
  )
  const actions = (badge || create) && (
    <>
      {badge}
      {create && <CreateLink href={create.href} label={create.label} />}
    </>
  )
  return (
    <PagedTable
      {...table}
      header={
        <>
          <PageHeader
            title={title}
            icon={<Icon className="h-5 w-5" aria-hidden />}
            actions={actions}
          />
          {intro}
          {bulk?.bar}
        </>
      }
      columns={shownColumns}
      selection={bulk?.selection}
      getRowId={(row) => row.id}
      emptyState={
        <EmptyState
          icon={<Icon className="h-6 w-6" aria-hidden />}
          title={empty.title}
          body={empty.body}
          action={
            create && (
              <CreateLink
                href={create.href}
                label={create.emptyLabel ?? create.label}
                variant="outline"
              />
            )
          }
        />
      }
    />
  )
}
