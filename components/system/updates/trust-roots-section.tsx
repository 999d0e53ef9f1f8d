import type { ColumnDef } from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import { QueryTable } from '@/components/kit/data-table/query-table'
import { EmptyState } from '@/components/ui/empty-state'
import { lazyWhenOpen } from '@/components/ui/lazy'
import { actionsColumn, createdColumn, dateColumn } from '@/components/ui/list-columns'
import { PickerLimitNote } from '@/components/kit/forms/picker-limit-note'
import { SectionHeader } from '@/components/ui/section-header'
import type { ConfirmActionOptions } from '@/components/kit/use-confirm'
import type { UpdatesTrustRoot } from '@/lib/api/__generated__/Api'
import { pb } from '@/lib/core/paths'
import { rootExpires, rootKeyIds } from './trust-root-check'
import { useTrustRoots } from './update-queries'
import { useDeleteTrustRoot } from './use-delete-trust-root'
import { idColumn } from '@/components/kit/data-table/id-cell'
import { useRefusals } from '@/components/kit/use-refusals'
import { refusedBy } from '@/components/ui/row-action'
import { GatedButton } from '@/components/ui/gated-button'

const AddTrustRootModal = lazyWhenOpen(() =>
  import('./add-trust-root-modal').then((m) => m.AddTrustRootModal),
)

/** The root roles that uploaded repositories are verified against. */
export function TrustRootsSection({
  confirm,
}: {
  confirm: (options: ConfirmActionOptions) => void
}) {
  const roots = useTrustRoots()
  const [adding, setAdding] = useState(false)
  const deleteRoot = useDeleteTrustRoot(confirm)
  const refused = useRefusals()
  const columns = useMemo<ColumnDef<UpdatesTrustRoot>[]>(
    () => [
      idColumn<UpdatesTrustRoot>((r) => pb.systemUpdateTrustRoot({ trustRoot: r.id })),
      {
        id: 'Root keys',
        header: 'Root keys',
        accessorFn: (r) => rootKeyIds(r.rootRole).join(', '),
        cell: ({ row }) => {
          const ids = rootKeyIds(row.original.rootRole)
          return (
            <span className="block max-w-xs truncate font-mono text-sm" title={ids.join(', ')}>
              {ids.length ? ids.map((id) => id.slice(0, 12)).join(', ') : '—'}
            </span>
          )
        },
      },
      dateColumn<UpdatesTrustRoot>('Expires', (r) => rootExpires(r.rootRole)),
      createdColumn(),
      actionsColumn(
        (r) => r.id,
        (r) => [
          refusedBy(refused('system.update.trustRoot.delete'), {
            label: 'Delete',
            destructive: true,
            onSelect: () => deleteRoot(r.id),
          }),
        ],
      ),
    ],
    [deleteRoot, refused],
  )
  return (
    <section aria-label="Trust roots">
      <QueryTable
        header={
          <SectionHeader title="Trust roots">
            <GatedButton
              variant="outline"
              size="sm"
              reason={refused('system.update.trustRoot.add')}
              onClick={() => setAdding(true)}
            >
              Add trust root
            </GatedButton>
          </SectionHeader>
        }
        query={roots}
        failure="section"
        what="trust roots"
        rows={(page) => page.items}
        caption="Trust roots"
        columns={columns}
        getRowId={(r) => r.id}
        emptyState={
          <EmptyState
            title="No trust roots"
            body="Add the root role of a release before uploading its repository."
          />
        }
      />
      <PickerLimitNote page={roots.data} things="trust roots" />
      <AddTrustRootModal open={adding} onOpenChange={setAdding} />
    </section>
  )
}
