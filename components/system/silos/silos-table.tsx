import type { ColumnDef } from '@tanstack/react-table'
import { HardDrive } from 'lucide-react'
import { IntentLink } from '@/components/ui/intent-link'
import { useMemo, useState } from 'react'
import { refusedBy } from '@/components/ui/row-action'
import { useRefusals } from '@/components/kit/use-refusals'
import { EmptyState } from '@/components/ui/empty-state'
import { lazyWhenOpen } from '@/components/ui/lazy'
import { actionsColumn, createdColumn, textColumn } from '@/components/ui/list-columns'
import { PageHeader } from '@/components/ui/page-header'
import { PagedTable } from '@/components/kit/data-table/paged-table'
import type { Silo } from '@/lib/api/__generated__/Api'
import { usePagedApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import { WriteLink } from '@/components/kit/write-link'
import { identityModeLabel } from './identity-mode'
import * as op from '@/lib/api/ops'

const DeleteSiloDialog = lazyWhenOpen(() =>
  import('./delete-silo-dialog').then((m) => m.DeleteSiloDialog),
)

export function SilosTable() {
  const paged = usePagedApiQuery(op.siloList, { query: {} })
  // the silo outlives `open`, so the dialog keeps its text while it closes
  const [deleting, setDeleting] = useState('')
  const [deleteOpen, setDeleteOpen] = useState(false)
  const refused = useRefusals()

  const columns = useMemo<ColumnDef<Silo>[]>(
    () => [
      {
        id: 'Name',
        header: 'Name',
        accessorFn: (s) => s.name,
        cell: ({ row }) => (
          <IntentLink
            href={pb.systemSilo({ silo: row.original.name })}
            className="block max-w-xs truncate font-medium underline-offset-4 hover:underline"
            title={row.original.name}
          >
            {row.original.name}
          </IntentLink>
        ),
      },
      textColumn('Discoverable', (s) => (s.discoverable ? 'Yes' : 'No')),
      textColumn('Identity mode', (s) => identityModeLabel(s.identityMode)),
      createdColumn(),
      actionsColumn(
        (s) => s.name,
        (s) => [
          refusedBy(refused('system.silo.delete'), {
            label: 'Delete',
            destructive: true,
            onSelect: () => {
              setDeleting(s.name)
              setDeleteOpen(true)
            },
          }),
        ],
      ),
    ],
    [refused],
  )

  const newLink = (
    <WriteLink size="sm" href={pb.systemSilosNew()} refused={refused('system.silo.create')}>
      New silo
    </WriteLink>
  )
  return (
    <>
      <PagedTable
        header={
          <PageHeader
            title="Silos"
            icon={<HardDrive className="h-5 w-5" aria-hidden />}
            actions={newLink}
          />
        }
        paged={paged}
        caption="Silos"
        columns={columns}
        getRowId={(s) => s.id}
        emptyState={
          <EmptyState
            icon={<HardDrive className="h-6 w-6" aria-hidden />}
            title="No silos"
            body="A silo holds the projects, users and identity providers of one organization."
            action={newLink}
          />
        }
      />
      <DeleteSiloDialog open={deleteOpen} onOpenChange={setDeleteOpen} silo={deleting} />
    </>
  )
}
