import type { ColumnDef } from '@tanstack/react-table'
import { SectionQueryError } from '@/components/kit/errors/section-query-error'
import { DataTable } from '@/components/kit/data-table/data-table'
import { EmptyState } from '@/components/ui/empty-state'
import { PickerLimitNote } from '@/components/kit/forms/picker-limit-note'
import { SectionHeader } from '@/components/ui/section-header'
import type { AlertClass } from '@/lib/api/__generated__/Api'
import { blockingError } from '@/lib/api/load-state'
import { useAlertClasses } from './alert-queries'

const columns: ColumnDef<AlertClass>[] = [
  {
    id: 'Class',
    header: 'Class',
    accessorFn: (c) => c.name,
    cell: ({ row }) => <span className="font-mono text-sm">{row.original.name}</span>,
  },
  {
    id: 'Description',
    header: 'Description',
    accessorFn: (c) => c.description,
    cell: ({ row }) => <span className="text-muted-foreground">{row.original.description}</span>,
  },
]

/** What the rack can alert about: the names receivers subscribe to, alone or by pattern. */
export function AlertClasses() {
  const classes = useAlertClasses()
  return (
    <section aria-label="Alert classes">
      <SectionHeader title="Alert classes" />
      <p className="mb-3 text-sm text-muted-foreground">
        A subscription names a class, or a pattern where <code>*</code> stands for one part of the
        name and <code>**</code> for any number of parts (<code>test.**</code>).
      </p>
      <SectionQueryError query={classes} what="alert classes" className="mb-2" />
      {!blockingError(classes) && (
        <DataTable
          caption="Alert classes"
          columns={columns}
          data={classes.data?.items}
          isLoading={classes.isPending}
          getRowId={(c) => c.name}
          emptyState={<EmptyState title="No alert classes" body="The rack defines none yet." />}
        />
      )}
      <PickerLimitNote page={classes.data} things="alert classes" />
    </section>
  )
}
