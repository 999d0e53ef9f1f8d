import type { ColumnDef } from '@tanstack/react-table'
import { QueryTable } from '@/components/kit/data-table/query-table'
import { EmptyState } from '@/components/ui/empty-state'
import { PickerLimitNote } from '@/components/kit/forms/picker-limit-note'
import { SectionHeader } from '@/components/ui/section-header'
import type { AlertClass } from '@/lib/api/__generated__/Api'
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
      <QueryTable
        header={
          <>
            <SectionHeader title="Alert classes" />
            <p className="mb-3 text-sm text-muted-foreground">
              A subscription names a class, or a pattern where <code>*</code> stands for one part of
              the name and <code>**</code> for any number of parts (<code>test.**</code>).
            </p>
          </>
        }
        query={classes}
        failure="section"
        what="alert classes"
        rows={(page) => page.items}
        caption="Alert classes"
        columns={columns}
        getRowId={(c) => c.name}
        emptyState={<EmptyState title="No alert classes" body="The rack defines none yet." />}
      />
      <PickerLimitNote page={classes.data} things="alert classes" />
    </section>
  )
}
