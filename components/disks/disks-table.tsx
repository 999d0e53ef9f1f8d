import type { ColumnDef } from '@tanstack/react-table'
import { HardDrive } from 'lucide-react'
import Link from 'next/link'
import { useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { lazyWhenOpen } from '@/components/ui/lazy'
import { actionsColumn, createdColumn, textColumn } from '@/components/ui/list-columns'
import { PageHeader } from '@/components/ui/page-header'
import { PagedTable } from '@/components/ui/paged-table'
import { StateBadge } from '@/components/ui/state-badge'
import { toastSuccess } from '@/components/ui/toast'
import { actionConfirmation, useConfirm } from '@/components/ui/use-confirm'
import type { Disk } from '@/lib/api/__generated__/Api'
import { useApiMutation, usePagedApiQuery } from '@/lib/api/query'
import { useViewsById } from '@/lib/api/views-by-id'
import { formatBytes } from '@/lib/format/bytes'
import { pb } from '@/lib/paths'
import { AttachedInstance } from './attached-instance'
import { diskSettling } from '@/lib/api/poll'
import { diskCannotReason, diskInstanceId } from './disk-actions'
import { instanceByIdParams } from './disk-queries'
import { diskStateVariant } from './disk-state'
import { useDiskActions } from './use-disk-actions'

const AttachDiskToInstanceModal = lazyWhenOpen(() =>
  import('./attach-to-instance-modal').then((m) => m.AttachDiskToInstanceModal),
)

export function DisksTable({ project }: { project: string }) {
  const paged = usePagedApiQuery(
    'diskList',
    { query: { project } },
    { pollWhile: (data) => data.items.some((d) => diskSettling(d.state.state)) },
  )
  // the instances the visible page names, each by id, as soon as the page arrives
  const instances = useViewsById(
    'instanceView',
    (paged.query.data?.items ?? []).map((d) => diskInstanceId(d.state)),
    instanceByIdParams,
  )

  const [attaching, setAttaching] = useState<Disk>()
  const [confirmation, confirm] = useConfirm()

  const { snapshotItem, detachItem, dialogs } = useDiskActions(project)
  const { mutateAsync: deleteDisk } = useApiMutation('diskDelete')

  const columns = useMemo<ColumnDef<Disk>[]>(() => {
    const item = (
      label: string,
      reason: string | undefined,
      onSelect: () => void,
      destructive = false,
    ) => ({ label, disabled: !!reason, disabledReason: reason, onSelect, destructive })

    return [
      {
        id: 'Name',
        header: 'Name',
        accessorFn: (d) => d.name,
        cell: ({ row }) => (
          <span className="block max-w-xs truncate font-medium" title={row.original.name}>
            {row.original.name}
          </span>
        ),
      },
      textColumn('Size', (d) => formatBytes(d.size)),
      {
        id: 'Attached to',
        header: 'Attached to',
        accessorFn: (d) => diskInstanceId(d.state) ?? '',
        cell: ({ row }) => {
          const instanceId = diskInstanceId(row.original.state)
          const instance = instanceId ? instances.get(instanceId) : undefined
          return (
            <AttachedInstance
              project={project}
              instanceId={instanceId}
              name={instance?.data?.name}
              loading={!!instance?.isPending}
            />
          )
        },
      },
      {
        id: 'State',
        header: 'State',
        accessorFn: (d) => d.state.state,
        cell: ({ row }) => (
          <StateBadge
            state={row.original.state.state}
            variant={diskStateVariant[row.original.state.state]}
          />
        ),
      },
      createdColumn(),
      actionsColumn(
        (d) => d.name,
        (d) => {
          const instanceId = diskInstanceId(d.state)
          // its run state and boot disk decide whether the disk may leave it
          const instance = instanceId ? instances.get(instanceId)?.data : undefined
          return [
            snapshotItem(d),
            item('Attach', diskCannotReason('attach', d), () => setAttaching(d)),
            detachItem(d, instance),
            item(
              'Delete',
              diskCannotReason('delete', d),
              () =>
                confirm(
                  actionConfirmation({
                    verb: 'Delete',
                    kind: 'disk',
                    name: d.name,
                    consequence: 'Its data is lost; snapshots of it are kept.',
                    onConfirm: async () => {
                      await deleteDisk({ path: { disk: d.name }, query: { project } })
                      toastSuccess(`Disk ${d.name} deleted`)
                    },
                  }),
                ),
              true,
            ),
          ]
        },
      ),
    ]
  }, [project, instances, confirm, deleteDisk, snapshotItem, detachItem])

  const newLink = pb.disksNew({ project })
  return (
    <>
      <PagedTable
        header={
          <PageHeader
            title="Disks"
            icon={<HardDrive className="h-5 w-5" aria-hidden />}
            actions={
              <Button asChild>
                <Link href={newLink}>New disk</Link>
              </Button>
            }
          />
        }
        paged={paged}
        caption={`Disks in ${project}`}
        columns={columns}
        getRowId={(d) => d.id}
        emptyState={
          <EmptyState
            icon={<HardDrive className="h-6 w-6" aria-hidden />}
            title="No disks"
            body="Disks hold an instance's data; they can be attached to one instance at a time."
            action={
              <Button asChild variant="outline">
                <Link href={newLink}>New disk</Link>
              </Button>
            }
          />
        }
      />
      <AttachDiskToInstanceModal
        open={!!attaching}
        onOpenChange={(open) => !open && setAttaching(undefined)}
        project={project}
        disk={attaching}
      />
      {confirmation}
      {dialogs}
    </>
  )
}
