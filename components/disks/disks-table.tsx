import type { ColumnDef } from '@tanstack/react-table'
import { HardDrive } from 'lucide-react'
import { useCallback, useMemo, useState } from 'react'
import { deleteVerb } from '@/components/kit/data-table/bulk-actions'
import { lazyWhenOpen } from '@/components/ui/lazy'
import { actionsColumn, createdColumn, textColumn } from '@/components/ui/list-columns'
import type { RowAction } from '@/components/ui/row-actions'
import { useRefusals } from '@/components/kit/use-refusals'
import { ListPage } from '@/components/kit/list-page'
import { useBulkSelection } from '@/components/kit/data-table/use-bulk-selection'
import { toastSuccess } from '@/components/kit/toast'
import { useConfirm } from '@/components/kit/use-confirm'
import type { Disk } from '@/lib/api/__generated__/Api'
import { pageQueries } from '@/lib/api/page-queries'
import { useApiMutation, usePagedApiQuery } from '@/lib/api/query'
import { instanceByIdParams, usePeekViewById } from '@/lib/api/view-by-id'
import { formatBytes } from '@/lib/core/format/bytes'
import { pb } from '@/lib/core/paths'
import { InstanceByIdLink } from '@/components/instances/instance-by-id-link'
import { pollWhileAny } from '@/lib/api/poll'
import { diskCannotReason, diskInstanceId, diskSettling, diskStateText } from '@/lib/domain/disk'
import { DiskLink } from './disk-link'
import { DiskSourceName } from './disk-source-name'
import { DiskStateBadge } from './disk-state'
import { useDiskSources } from './use-disk-sources'
import { useDiskActions } from './use-disk-actions'
import * as op from '@/lib/api/ops'

const AttachDiskToInstanceModal = lazyWhenOpen(() =>
  import('./attach-to-instance-modal').then((m) => m.AttachDiskToInstanceModal),
)

export function DisksTable({ project }: { project: string }) {
  const paged = usePagedApiQuery(...pageQueries.disks({ project }).list, {
    pollWhile: pollWhileAny((d) => diskSettling(d.state.state)),
  })

  // what each disk was made from, read beside the list
  const { sourceOf, partial } = useDiskSources(project)

  const refused = useRefusals(project)
  const [attaching, setAttaching] = useState<Disk>()
  const [confirmation, confirm] = useConfirm()

  const { snapshotItem, detachItem, dialogs } = useDiskActions(project)
  // the instance a disk is attached to, as its Attached to cell has read it
  const peekInstance = usePeekViewById(op.instanceView, instanceByIdParams)
  const { mutateAsync: deleteDisk } = useApiMutation(op.diskDelete)
  const bulk = useBulkSelection(
    paged,
    ['disk', 'disks'],
    [
      {
        ...deleteVerb(
          (d: Disk) => deleteDisk({ path: { disk: d.name }, query: { project } }),
          (d) => diskCannotReason('delete', d),
        ),
        refused: refused('disk.delete'),
      },
    ],
  )

  const item = (
    label: string,
    reason: string | undefined,
    onSelect: () => void,
    destructive = false,
  ): RowAction => ({ label, disabled: !!reason, disabledReason: reason, onSelect, destructive })

  // what the menu offers depends on the instance the disk is attached to (its state, boot disk)
  const itemsFor = useCallback(
    (d: Disk): RowAction[] => [
      snapshotItem(d),
      item('Attach', refused('instance.disk.attach') ?? diskCannotReason('attach', d), () =>
        setAttaching(d),
      ),
      detachItem(d, peekInstance(diskInstanceId(d.state))),
      item(
        'Delete',
        refused('disk.delete') ?? diskCannotReason('delete', d),
        () =>
          confirm({
            verb: 'Delete',
            kind: 'disk',
            name: d.name,
            consequence: 'Its data is lost; snapshots of it are kept.',
            onConfirm: async () => {
              await deleteDisk({ path: { disk: d.name }, query: { project } })
              toastSuccess(`Disk ${d.name} deleted`)
            },
          }),
        true,
      ),
    ],
    [confirm, deleteDisk, project, refused, snapshotItem, detachItem, peekInstance],
  )

  const columns = useMemo<ColumnDef<Disk>[]>(() => {
    return [
      {
        id: 'Name',
        header: 'Name',
        accessorFn: (d) => d.name,
        cell: ({ row }) => (
          <DiskLink href={pb.disk({ project, disk: row.original.name })} name={row.original.name} />
        ),
      },
      textColumn('Size', (d) => formatBytes(d.size)),
      {
        id: 'Source',
        header: 'Source',
        cell: ({ row }) => (
          <DiskSourceName project={project} source={sourceOf?.(row.original)} partial={partial} />
        ),
      },
      {
        id: 'Attached to',
        header: 'Attached to',
        accessorFn: (d) => diskInstanceId(d.state) ?? '',
        cell: ({ row }) => (
          <InstanceByIdLink project={project} instanceId={diskInstanceId(row.original.state)} />
        ),
      },
      {
        id: 'State',
        header: 'State',
        meta: { state: true },
        accessorFn: (d) => diskStateText(d.state.state),
        cell: ({ row }) => <DiskStateBadge state={row.original.state.state} />,
      },
      createdColumn(),
      actionsColumn((d) => d.name, itemsFor),
    ]
  }, [project, itemsFor, sourceOf, partial])

  return (
    <>
      <ListPage
        title="Disks"
        icon={HardDrive}
        create={{
          href: pb.disksNew({ project }),
          label: 'New disk',
          refused: refused('disk.create'),
        }}
        bulk={bulk}
        empty={{
          title: 'No disks',
          body: "Disks hold an instance's data; they can be attached to one instance at a time.",
        }}
        paged={paged}
        caption={`Disks in ${project}`}
        what="disks"
        columns={columns}
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
