import type { ColumnDef } from '@tanstack/react-table'
import { HardDrive } from 'lucide-react'
import Link from 'next/link'
import { useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import { LazyConfirmDialog as ConfirmDialog } from '@/components/ui/confirm-dialog-lazy'
import { EmptyState } from '@/components/ui/empty-state'
import { lazyWhenOpen } from '@/components/ui/lazy-when-open'
import { actionsColumn, createdColumn, textColumn } from '@/components/ui/list-columns'
import { PageHeader } from '@/components/ui/page-header'
import { PagedTable } from '@/components/ui/paged-table'
import { StateBadge } from '@/components/ui/state-badge'
import { toastError, toastSuccess } from '@/components/ui/toast'
import type { Disk, Instance } from '@/lib/api/__generated__/Api'
import type { ApiError } from '@/lib/api/errors'
import { useApiMutation, useApiQuery, usePagedApiQuery } from '@/lib/api/query'
import { formatBytes } from '@/lib/format/bytes'
import { pb } from '@/lib/paths'
import { AttachedInstance } from './attached-instance'
import { diskCannotReason, diskInstanceId, isDiskTransitional } from './disk-actions'
import { DISK_POLL_MS, projectInstancesParams } from './disk-queries'
import { diskStateVariant } from './disk-state'

const AttachDiskToInstanceModal = lazyWhenOpen(() =>
  import('./attach-to-instance-modal').then((m) => m.AttachDiskToInstanceModal),
)

/** A disk and the instance it is attached to, for the detach confirmation. */
type Detaching = { disk: Disk; instanceId: string; instanceName?: string }

export function DisksTable({ project }: { project: string }) {
  // both lists start together: the instance names come from the second
  const paged = usePagedApiQuery(
    'diskList',
    { query: { project } },
    {
      refetchInterval: (data) =>
        data?.items.some((d) => isDiskTransitional(d.state.state)) ? DISK_POLL_MS : false,
    },
  )
  const instances = useApiQuery('instanceList', projectInstancesParams(project))
  const instancesById = useMemo(
    () => new Map((instances.data?.items ?? []).map((i) => [i.id, i])),
    [instances.data],
  )

  const [attaching, setAttaching] = useState<Disk>()
  const [detaching, setDetaching] = useState<Detaching>()
  const [deleting, setDeleting] = useState<Disk>()

  const { mutate: createSnapshot } = useApiMutation('snapshotCreate', {
    invalidates: ['snapshotList'],
  })
  const detach = useApiMutation('instanceDiskDetach', {
    invalidates: ['diskList', 'diskView', 'instanceDiskList'],
  })
  const del = useApiMutation('diskDelete', { invalidates: ['diskList'] })

  const columns = useMemo<ColumnDef<Disk>[]>(() => {
    const takeSnapshot = async (disk: Disk) => {
      // loaded on use: the name rules bring zod, which the list doesn't otherwise need
      const { generateName } = await import('@/lib/names')
      const name = generateName(disk.name)
      createSnapshot(
        { query: { project }, body: { disk: disk.name, name, description: '' } },
        {
          onSuccess: (s) =>
            toastSuccess(
              `Snapshot ${s.name} created`,
              <Link href={pb.snapshots({ project })} className="underline">
                View snapshots
              </Link>,
            ),
          onError: (e: ApiError) => toastError(`Could not snapshot ${disk.name}`, e.message),
        },
      )
    }
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
        cell: ({ row }) => (
          <AttachedInstance
            project={project}
            instanceId={diskInstanceId(row.original.state)}
            instances={instancesById}
            loading={instances.isPending}
          />
        ),
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
          const instance: Instance | undefined = instanceId
            ? instancesById.get(instanceId)
            : undefined
          return [
            item('Snapshot', diskCannotReason('snapshot', d), () => void takeSnapshot(d)),
            item('Attach', diskCannotReason('attach', d), () => setAttaching(d)),
            item('Detach', diskCannotReason('detach', d, instance), () => {
              if (instanceId) setDetaching({ disk: d, instanceId, instanceName: instance?.name })
            }),
            item('Delete', diskCannotReason('delete', d), () => setDeleting(d), true),
          ]
        },
      ),
    ]
  }, [project, instancesById, instances.isPending, createSnapshot])

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
      <ConfirmDialog
        open={!!detaching}
        onOpenChange={(open) => !open && setDetaching(undefined)}
        title="Detach disk"
        description={
          <>
            Are you sure you want to detach disk{' '}
            <strong className="break-all">{detaching?.disk.name}</strong>
            {detaching?.instanceName ? (
              <>
                {' '}
                from instance <strong className="break-all">{detaching.instanceName}</strong>
              </>
            ) : (
              ' from its instance'
            )}
            ? Its data is kept.
          </>
        }
        confirmLabel="Detach"
        errorTitle="Could not detach disk"
        onConfirm={async () => {
          if (!detaching) return
          // by id: the instance may not be among those listed
          await detach.mutateAsync({
            path: { instance: detaching.instanceId },
            body: { disk: detaching.disk.id },
          })
          toastSuccess(`Detaching disk ${detaching.disk.name}`)
        }}
      />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title="Delete disk"
        description={
          <>
            Are you sure you want to delete disk{' '}
            <strong className="break-all">{deleting?.name}</strong>? Its data is lost; snapshots of
            it are kept.
          </>
        }
        confirmLabel="Delete"
        destructive
        errorTitle="Could not delete disk"
        onConfirm={async () => {
          if (!deleting) return
          await del.mutateAsync({ path: { disk: deleting.name }, query: { project } })
          toastSuccess(`Disk ${deleting.name} deleted`)
        }}
      />
    </>
  )
}
