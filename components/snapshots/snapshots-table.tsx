import type { ColumnDef } from '@tanstack/react-table'
import { Camera } from 'lucide-react'
import { useRouter } from 'next/router'
import { useMemo } from 'react'

import { deleteVerb } from '@/components/kit/data-table/bulk-actions'
import { actionsColumn, createdColumn, textColumn } from '@/components/ui/list-columns'
import { ListPage } from '@/components/kit/list-page'
import { useBulkSelection } from '@/components/kit/data-table/use-bulk-selection'
import { StateBadge } from '@/components/kit/state-badge'
import { toastSuccess } from '@/components/kit/toast'
import { useConfirm } from '@/components/kit/use-confirm'
import { useRefusals } from '@/components/kit/use-refusals'
import type { Snapshot } from '@/lib/api/__generated__/Api'
import { pollWhileAny } from '@/lib/api/poll'
import { pageQueries } from '@/lib/api/page-queries'
import { useApiMutation, usePagedApiQuery } from '@/lib/api/query'
import { formatBytes } from '@/lib/core/format/bytes'
import { pb } from '@/lib/core/paths'
import {
  snapshotDeleteReason,
  snapshotSettling,
  snapshotNotReadyReason,
} from '@/lib/domain/snapshot'
import { SnapshotDisk } from './snapshot-disk'
import { snapshotStateVariant } from './snapshot-state'
import * as op from '@/lib/api/ops'

export function SnapshotsTable({ project }: { project: string }) {
  const router = useRouter()
  const refused = useRefusals(project)
  const paged = usePagedApiQuery(...pageQueries.snapshots({ project }).list, {
    pollWhile: pollWhileAny((s) => snapshotSettling(s.state)),
  })
  // the disks the visible page names, each by id, as soon as the page arrives

  const [confirmation, confirm] = useConfirm()
  const { mutateAsync: deleteSnapshot } = useApiMutation(op.snapshotDelete)
  const bulk = useBulkSelection(
    paged,
    ['snapshot', 'snapshots'],
    [
      {
        ...deleteVerb(
          (s: Snapshot) => deleteSnapshot({ path: { snapshot: s.name }, query: { project } }),
          (s) => snapshotDeleteReason(s.state),
        ),
        refused: refused('snapshot.delete'),
      },
    ],
  )

  const columns = useMemo<ColumnDef<Snapshot>[]>(
    () => [
      {
        id: 'Name',
        header: 'Name',
        accessorFn: (s) => s.name,
        cell: ({ row }) => (
          <span className="block max-w-xs truncate font-medium" title={row.original.name}>
            {row.original.name}
          </span>
        ),
      },
      {
        id: 'Disk',
        header: 'Disk',
        accessorFn: (s) => s.diskId,
        cell: ({ row }) => (
          <SnapshotDisk
            project={project}
            snapshot={row.original.name}
            diskId={row.original.diskId}
          />
        ),
      },
      {
        id: 'State',
        header: 'State',
        meta: { state: true },
        accessorFn: (s) => s.state,
        cell: ({ row }) => (
          <StateBadge
            state={row.original.state}
            variant={snapshotStateVariant[row.original.state]}
            transition={snapshotSettling(row.original.state)}
          />
        ),
      },
      textColumn('Size', (s) => formatBytes(s.size)),
      createdColumn(),
      actionsColumn(
        (s) => s.name,
        (s) => {
          const notReady = refused('image.create') ?? snapshotNotReadyReason(s.state)
          const deleteReason = refused('snapshot.delete') ?? snapshotDeleteReason(s.state)
          return [
            {
              label: 'Create image',
              disabled: !!notReady,
              disabledReason: notReady,
              onSelect: () => void router.push(pb.snapshotImagesNew({ project, snapshot: s.name })),
            },
            {
              label: 'Delete',
              destructive: true,
              disabled: !!deleteReason,
              disabledReason: deleteReason,
              onSelect: () =>
                confirm({
                  verb: 'Delete',
                  kind: 'snapshot',
                  name: s.name,
                  consequence: 'Disks and images made from it are kept.',
                  onConfirm: async () => {
                    await deleteSnapshot({ path: { snapshot: s.name }, query: { project } })
                    toastSuccess(`Snapshot ${s.name} deleted`)
                  },
                }),
            },
          ]
        },
      ),
    ],
    [project, router, refused, confirm, deleteSnapshot],
  )

  return (
    <>
      <ListPage
        title="Snapshots"
        icon={Camera}
        create={{
          href: pb.snapshotsNew({ project }),
          label: 'New snapshot',
          refused: refused('snapshot.create'),
        }}
        bulk={bulk}
        empty={{
          title: 'No snapshots',
          body: "A snapshot keeps a disk's data as it is now; disks and images can be made from it.",
        }}
        paged={paged}
        caption={`Snapshots in ${project}`}
        what="snapshots"
        columns={columns}
      />
      {confirmation}
    </>
  )
}
