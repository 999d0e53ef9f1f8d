import type { ColumnDef } from '@tanstack/react-table'
import { Camera } from 'lucide-react'
import Link from 'next/link'
import { useRouter } from 'next/router'
import { useMemo, useState } from 'react'
import { DISK_POLL_MS, projectDisksParams } from '@/components/disks/disk-queries'
import { Button } from '@/components/ui/button'
import { LazyConfirmDialog as ConfirmDialog } from '@/components/ui/confirm-dialog-lazy'
import { EmptyState } from '@/components/ui/empty-state'
import { actionsColumn, createdColumn, textColumn } from '@/components/ui/list-columns'
import { PageHeader } from '@/components/ui/page-header'
import { PagedTable } from '@/components/ui/paged-table'
import { StateBadge } from '@/components/ui/state-badge'
import { toastSuccess } from '@/components/ui/toast'
import type { Snapshot } from '@/lib/api/__generated__/Api'
import { useApiMutation, useApiQuery, usePagedApiQuery } from '@/lib/api/query'
import { formatBytes } from '@/lib/format/bytes'
import { pb } from '@/lib/paths'
import { SnapshotDisk } from './snapshot-disk'
import { snapshotNotReadyReason, snapshotStateVariant } from './snapshot-state'

export function SnapshotsTable({ project }: { project: string }) {
  const router = useRouter()
  // both lists start together: the disk names come from the second
  const paged = usePagedApiQuery(
    'snapshotList',
    { query: { project } },
    {
      refetchInterval: (data) =>
        data?.items.some((s) => s.state === 'creating') ? DISK_POLL_MS : false,
    },
  )
  const disks = useApiQuery('diskList', projectDisksParams(project))
  const disksById = useMemo(
    () => new Map((disks.data?.items ?? []).map((d) => [d.id, d])),
    [disks.data],
  )
  const disksComplete = !!disks.data && !disks.data.nextPage

  const [deleting, setDeleting] = useState<Snapshot>()
  const del = useApiMutation('snapshotDelete', { invalidates: ['snapshotList'] })

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
        accessorFn: (s) => disksById.get(s.diskId)?.name ?? '',
        cell: ({ row }) => (
          <SnapshotDisk
            project={project}
            diskId={row.original.diskId}
            disks={disksById}
            loading={disks.isPending}
            complete={disksComplete}
          />
        ),
      },
      {
        id: 'State',
        header: 'State',
        accessorFn: (s) => s.state,
        cell: ({ row }) => (
          <StateBadge
            state={row.original.state}
            variant={snapshotStateVariant[row.original.state]}
          />
        ),
      },
      textColumn('Size', (s) => formatBytes(s.size)),
      createdColumn(),
      actionsColumn(
        (s) => s.name,
        (s) => {
          const notReady = snapshotNotReadyReason(s.state)
          return [
            {
              label: 'Create image',
              disabled: !!notReady,
              disabledReason: notReady,
              onSelect: () => void router.push(pb.snapshotImagesNew({ project, snapshot: s.name })),
            },
            { label: 'Delete', destructive: true, onSelect: () => setDeleting(s) },
          ]
        },
      ),
    ],
    [project, router, disksById, disks.isPending, disksComplete],
  )

  const newLink = pb.snapshotsNew({ project })
  return (
    <>
      <PagedTable
        header={
          <PageHeader
            title="Snapshots"
            icon={<Camera className="h-5 w-5" aria-hidden />}
            actions={
              <Button asChild>
                <Link href={newLink}>New snapshot</Link>
              </Button>
            }
          />
        }
        paged={paged}
        caption={`Snapshots in ${project}`}
        columns={columns}
        getRowId={(s) => s.id}
        emptyState={
          <EmptyState
            icon={<Camera className="h-6 w-6" aria-hidden />}
            title="No snapshots"
            body="A snapshot keeps a disk's data as it is now; disks and images can be made from it."
            action={
              <Button asChild variant="outline">
                <Link href={newLink}>New snapshot</Link>
              </Button>
            }
          />
        }
      />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title="Delete snapshot"
        description={
          <>
            Are you sure you want to delete snapshot{' '}
            <strong className="break-all">{deleting?.name}</strong>? Disks and images made from it
            are kept.
          </>
        }
        confirmLabel="Delete"
        destructive
        errorTitle="Could not delete snapshot"
        onConfirm={async () => {
          if (!deleting) return
          await del.mutateAsync({ path: { snapshot: deleting.name }, query: { project } })
          toastSuccess(`Snapshot ${deleting.name} deleted`)
        }}
      />
    </>
  )
}
