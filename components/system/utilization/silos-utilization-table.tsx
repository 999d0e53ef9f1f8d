import type { ColumnDef } from '@tanstack/react-table'
import { linkColumn } from '@/components/ui/list-columns'
import { useMemo, useState } from 'react'
import { lazyWhenOpen } from '@/components/ui/lazy'
import { refusedBy } from '@/components/ui/row-action'
import { RowActions } from '@/components/ui/row-actions'
import { DataTable } from '@/components/kit/data-table/data-table'
import { useRefusals } from '@/components/kit/use-refusals'
import { RESOURCES, type Resource } from '@/components/utilization/resources'
import type { SiloUtilization } from '@/lib/api/__generated__/Api'
import { pb } from '@/lib/core/paths'

const EditQuotasModal = lazyWhenOpen(() =>
  import('@/components/quotas/edit-quotas-modal').then((m) => m.EditQuotasModal),
)

const usageColumn = (r: Resource): ColumnDef<SiloUtilization> => ({
  id: r.label,
  header: `${r.label} (provisioned / quota)`,
  accessorFn: (s) => s.provisioned[r.key],
  cell: ({ row }) => (
    <span className="tabular-nums">
      {r.format(row.original.provisioned[r.key])} / {r.format(row.original.allocated[r.key])}
    </span>
  ),
})

const columns: ColumnDef<SiloUtilization>[] = [
  linkColumn(
    'Silo',
    (s) => s.siloName,
    (s) => pb.systemSilo({ silo: s.siloName }),
  ),
  ...RESOURCES.map(usageColumn),
]

// the '…' menu column of list-columns' actionsColumn, without that module's date formatting
// (date-fns), which a page of no dates would load for it
const editColumn = (
  edit: (s: SiloUtilization) => void,
  refused: string | undefined,
): ColumnDef<SiloUtilization> => ({
  id: 'actions',
  header: () => <span className="sr-only">Actions</span>,
  cell: ({ row }) => (
    <RowActions
      label={`Actions for ${row.original.siloName}`}
      items={() => [
        refusedBy(refused, { label: 'Edit quotas', onSelect: () => edit(row.original) }),
      ]}
    />
  ),
})

/**
 * Each silo's provisioning against its quota. A fleet admin edits a silo's quotas from
 * its row (anyone else sees the item disabled, with why); the quotas it starts from are
 * the row's (a silo's `allocated` is its quotas).
 */
export function SilosUtilizationTable({
  silos,
  isLoading,
}: {
  silos: SiloUtilization[] | undefined
  isLoading: boolean
}) {
  const refused = useRefusals()('system.silo.quotas.edit')
  // the silo outlives `open`, so a closing dialog keeps its figures
  const [editing, setEditing] = useState<SiloUtilization>()
  const [open, setOpen] = useState(false)
  const withActions = useMemo(
    () => [
      ...columns,
      editColumn((s) => {
        setEditing(s)
        setOpen(true)
      }, refused),
    ],
    [refused],
  )
  return (
    <>
      <DataTable
        caption="Utilization by silo"
        columns={withActions}
        data={silos}
        isLoading={isLoading}
        getRowId={(s) => s.siloId}
        emptyState={<p className="py-6 text-center text-muted-foreground">No silos</p>}
      />
      {editing && (
        <EditQuotasModal
          open={open}
          onOpenChange={setOpen}
          silo={editing.siloName}
          quotas={editing.allocated}
          provisioned={editing.provisioned}
        />
      )}
    </>
  )
}
