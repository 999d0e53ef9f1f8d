import type { ColumnDef } from '@tanstack/react-table'
import { LifeBuoy } from 'lucide-react'
import { useMemo } from 'react'
import { actionsColumn, dateColumn } from '@/components/ui/list-columns'
import { ListPage } from '@/components/kit/list-page'
import { useConfirm } from '@/components/kit/use-confirm'
import type { SupportBundleInfo } from '@/lib/api/__generated__/Api'
import { pollWhileAny } from '@/lib/api/poll'
import { usePagedApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import { bundleSettling } from '@/lib/domain/support-bundle'
import { BundleStateBadge } from './bundle-state'
import { useDeleteBundle } from './use-delete-bundle'
import * as op from '@/lib/api/ops'
import { idColumn } from '@/components/kit/data-table/id-cell'
import { useRefusals } from '@/components/kit/use-refusals'
import { refusedBy } from '@/components/ui/row-action'

/** The rack's support bundles, refreshed while any is being collected or destroyed. */
export function SupportBundlesTable() {
  const paged = usePagedApiQuery(
    op.supportBundleList,
    { query: {} },
    { pollWhile: pollWhileAny((b) => bundleSettling(b.state)) },
  )
  const [confirmation, confirm] = useConfirm()
  const deleteBundle = useDeleteBundle(confirm)
  const refused = useRefusals()

  const columns = useMemo<ColumnDef<SupportBundleInfo>[]>(
    () => [
      idColumn<SupportBundleInfo>((b) => pb.systemSupportBundle({ bundleId: b.id })),
      {
        id: 'State',
        header: 'State',
        meta: { state: true },
        accessorFn: (b) => b.state,
        cell: ({ row }) => <BundleStateBadge state={row.original.state} />,
      },
      {
        id: 'Comment',
        header: 'Comment',
        cell: ({ row }) => (
          <span className="line-clamp-2 max-w-sm break-words">
            {row.original.userComment || '—'}
          </span>
        ),
      },
      {
        id: 'Reason',
        header: 'Reason',
        cell: ({ row }) => (
          <span className="line-clamp-2 max-w-sm break-words">
            {row.original.reasonForFailure ?? row.original.reasonForCreation}
          </span>
        ),
      },
      dateColumn('Created', (b) => b.timeCreated),
      actionsColumn(
        (b) => `bundle ${b.id}`,
        (b) => [
          refusedBy(refused('system.supportBundle.delete'), {
            label: 'Delete',
            destructive: true,
            disabled: b.state === 'destroying',
            disabledReason: 'Already being deleted',
            onSelect: () => deleteBundle(b.id),
          }),
        ],
      ),
    ],
    [deleteBundle, refused],
  )

  return (
    <>
      <ListPage
        title="Support bundles"
        icon={LifeBuoy}
        create={{
          href: pb.systemSupportBundlesNew(),
          label: 'New support bundle',
          refused: refused('system.supportBundle.create'),
        }}
        empty={{
          title: 'No support bundles',
          body: 'A bundle collects the rack’s logs and state for Oxide support.',
        }}
        paged={paged}
        caption="Support bundles"
        what="support bundles"
        columns={columns}
      />
      {confirmation}
    </>
  )
}
