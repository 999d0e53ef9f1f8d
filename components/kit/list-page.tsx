import type { ColumnDef } from '@tanstack/react-table'
import type { LucideIcon } from 'lucide-react'
import * as React from 'react'
import type { TableView } from '@/components/kit/data-table/data-table'
import { PagedTable } from '@/components/kit/data-table/paged-table'
import { WriteLink } from '@/components/kit/write-link'
import type { BulkSelection, PagedList } from '@/components/kit/data-table/use-bulk-selection'
import { EmptyState } from '@/components/ui/empty-state'
import { PageHeader } from '@/components/ui/page-header'

export type ListPageProps<T extends { id: string }> = {
  title: string
  icon: LucideIcon
  /** The link to make one: in the header, and outlined in the empty state. */
  create?: {
    href: string
    label: string
    /** The empty state's wording, where it differs from the header's. */
    emptyLabel?: string
    /** Why the user may not make one (`useRefusals`): the link is then a disabled button saying so. */
    refused?: string
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
      {create && (
        <WriteLink href={create.href} refused={create.refused}>
          {create.label}
        </WriteLink>
      )}
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
              <WriteLink href={create.href} variant="outline" refused={create.refused}>
                {create.emptyLabel ?? create.label}
              </WriteLink>
            )
          }
        />
      }
    />
  )
}
