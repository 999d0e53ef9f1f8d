import type { ColumnDef } from '@tanstack/react-table'
import { HardDrive } from 'lucide-react'
import * as React from 'react'
import { SectionQueryError } from '@/components/kit/errors/section-query-error'
import { DataTable } from '@/components/kit/data-table/data-table'
import { EmptyState } from '@/components/ui/empty-state'
import { lazyWhenOpen } from '@/components/ui/lazy'
import { actionsColumn, createdColumn, textColumn } from '@/components/ui/list-columns'
import type { RowAction } from '@/components/ui/row-actions'
import { toastError, toastSuccess } from '@/components/kit/toast'
import type { Disk } from '@/lib/api/__generated__/Api'
import type { ApiError } from '@/lib/api/errors'
import { blockingError } from '@/lib/api/load-state'
import { useApiMutation } from '@/lib/api/query'
import { formatBytes } from '@/lib/core/format/bytes'
import { pb } from '@/lib/core/paths'
import { diskCannotReason, diskStateText } from '@/lib/domain/disk'
import { instanceCannotReason, instanceStatesFor } from '@/lib/domain/instance'
import { instanceUpdateBody } from '@/lib/domain/update-bodies'
import { DiskLink } from '@/components/disks/disk-link'
import { DiskStateBadge } from '@/components/disks/disk-state'
import { useDiskActions } from '@/components/disks/use-disk-actions'
import { GatedButton } from '@/components/ui/gated-button'
import { useRefusals } from '@/components/kit/use-refusals'
import { useInstance, useInstanceDisks } from './instance-queries'
import { instanceParams, type InstanceSel } from '@/lib/api/selectors'
import { LiveStatus } from '@/components/ui/live-status'
import { SectionHeader } from '@/components/ui/section-header'
import * as op from '@/lib/api/ops'

const AttachDiskModal = lazyWhenOpen(() =>
  import('./attach-disk-modal').then((m) => m.AttachDiskModal),
)
const CreateAndAttachDiskPanel = lazyWhenOpen(() =>
  import('./create-and-attach-disk-panel').then((m) => m.CreateAndAttachDiskPanel),
)

export function InstanceStorageTab(sel: InstanceSel) {
  const instance = useInstance(sel)
  const disks = useInstanceDisks(sel)
  const refused = useRefusals(sel.project)
  const [attaching, setAttaching] = React.useState(false)
  const [creating, setCreating] = React.useState(false)
  const { snapshotItem, detachItem, dialogs } = useDiskActions(sel.project)
  const update = useApiMutation(op.instanceUpdate)

  const i = instance.data
  const params = instanceParams(sel)
  const items = disks.data?.items
  const bootDisk = i?.bootDiskId ? items?.find((d) => d.id === i.bootDiskId) : undefined
  const otherDisks = items?.filter((d) => d !== bootDisk)

  const columns = React.useMemo(() => {
    const diskHref = (disk: Disk) => pb.instanceStorageDisk({ ...sel, disk: disk.name })
    if (!i) return diskColumns(diskHref, () => [])
    const editRefused = refused('instance.edit')
    const bootReason = editRefused ?? instanceCannotReason('updateBootDisk', i.runState)
    const setBootDisk = (disk: Disk | null, done: string, failed: string) =>
      update.mutate(
        { ...params, body: instanceUpdateBody(i, { bootDisk: disk?.id ?? null }) },
        {
          onSuccess: () => toastSuccess(done),
          onError: (e: ApiError) => toastError(failed, e.message),
        },
      )
    return diskColumns(diskHref, (disk) => {
      if (disk.id === i.bootDiskId) {
        return [
          {
            label: 'Unset as boot disk',
            disabled: !!bootReason,
            disabledReason: bootReason,
            onSelect: () =>
              setBootDisk(null, `${disk.name} is no longer the boot disk`, 'Could not unset'),
          },
          snapshotItem(disk),
          detachItem(disk, i),
        ]
      }
      const bootWhy = editRefused ?? diskCannotReason('setAsBootDisk', disk, i)
      return [
        {
          label: 'Set as boot disk',
          disabled: !!bootWhy,
          disabledReason: bootWhy,
          onSelect: () =>
            setBootDisk(disk, `${disk.name} is now the boot disk`, 'Could not set the boot disk'),
        },
        snapshotItem(disk),
        detachItem(disk, i),
      ]
    })
    // params is rebuilt each render from sel, whose fields are the real inputs
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [i, sel.project, sel.instance, refused, update.mutate, snapshotItem, detachItem])

  const stateReason = i ? instanceCannotReason('attachDisk', i.runState) : 'Loading the instance'
  const attachReason = refused('instance.disk.attach') ?? stateReason
  const createReason = refused('disk.create') ?? attachReason
  if (blockingError(disks)) return <SectionQueryError query={disks} what="disks" />
  return (
    <div className="flex flex-col gap-8">
      <SectionQueryError query={disks} what="disks" />
      <section>
        <SectionHeader title="Boot disk" />
        <DataTable
          caption="Boot disk"
          columns={columns}
          data={items && (bootDisk ? [bootDisk] : [])}
          isLoading={disks.isPending || instance.isPending}
          getRowId={(d) => d.id}
          emptyState={
            <EmptyState
              title="No boot disk"
              body={`Set one of the other disks as boot disk while the instance is ${instanceStatesFor('updateBootDisk')}.`}
            />
          }
        />
      </section>
      <section>
        <SectionHeader title="Other disks">
          <LiveStatus query={disks} what="disks" />
          <GatedButton variant="outline" reason={attachReason} onClick={() => setAttaching(true)}>
            Attach existing disk
          </GatedButton>
          <GatedButton reason={createReason} onClick={() => setCreating(true)}>
            Create new disk
          </GatedButton>
        </SectionHeader>
        <DataTable
          caption="Other disks"
          columns={columns}
          data={otherDisks}
          isLoading={disks.isPending || instance.isPending}
          getRowId={(d) => d.id}
          emptyState={
            <EmptyState
              icon={<HardDrive className="h-6 w-6" aria-hidden />}
              title="No other disks"
              body="Attach an existing disk or create a new one."
            />
          }
        />
      </section>
      {dialogs}
      <AttachDiskModal open={attaching} onOpenChange={setAttaching} {...sel} />
      <CreateAndAttachDiskPanel open={creating} onOpenChange={setCreating} {...sel} />
    </div>
  )
}

function diskColumns(
  href: (disk: Disk) => string,
  actions: (disk: Disk) => RowAction[],
): ColumnDef<Disk>[] {
  return [
    {
      id: 'Name',
      header: 'Name',
      accessorFn: (d) => d.name,
      cell: ({ row }) => <DiskLink href={href(row.original)} name={row.original.name} />,
    },
    textColumn('Size', (d) => formatBytes(d.size)),
    {
      id: 'State',
      header: 'State',
      accessorFn: (d) => diskStateText(d.state.state),
      cell: ({ row }) => <DiskStateBadge state={row.original.state.state} />,
    },
    createdColumn(),
    actionsColumn((d) => d.name, actions),
  ]
}
