import { IntentLink } from '@/components/ui/intent-link'
import { useCallback } from 'react'
import type { RowAction } from '@/components/ui/row-actions'
import { refusedBy } from '@/components/ui/row-action'
import { useRefusals } from '@/components/kit/use-refusals'
import { toastError, toastSuccess } from '@/components/kit/toast'
import { useConfirm } from '@/components/kit/use-confirm'
import type { Disk, Instance } from '@/lib/api/__generated__/Api'
import type { ApiError } from '@/lib/api/errors'
import { useApiMutation } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import { diskCannotReason, diskInstanceId } from '@/lib/domain/disk'
import * as op from '@/lib/api/ops'

type InstanceFacts = Pick<Instance, 'name' | 'runState' | 'bootDiskId'>

/**
 * The disk actions the disks list and the instance page's storage tab both
 * offer, with the same reasons, confirmation and messages: `snapshotItem(disk)`
 * and `detachItem(disk, instance)`; render `dialogs` once.
 */
export function useDiskActions(project: string) {
  const refused = useRefusals(project)
  const [dialogs, confirm] = useConfirm()
  const { mutate: createSnapshot } = useApiMutation(op.snapshotCreate)
  const { mutateAsync: detach } = useApiMutation(op.instanceDiskDetach)

  const snapshotItem = useCallback(
    (disk: Disk): RowAction => {
      const reason = diskCannotReason('snapshot', disk)
      const take = async () => {
        // loaded on use: the name rules bring zod, which the lists don't otherwise need
        const { generateName } = await import('@/lib/core/names')
        createSnapshot(
          {
            query: { project },
            body: { disk: disk.name, name: generateName(disk.name), description: '' },
          },
          {
            onSuccess: (s) =>
              toastSuccess(
                `Snapshot ${s.name} created`,
                <IntentLink href={pb.snapshots({ project })} className="underline">
                  View snapshots
                </IntentLink>,
              ),
            onError: (e: ApiError) => toastError(`Could not snapshot ${disk.name}`, e.message),
          },
        )
      }
      return refusedBy(refused('snapshot.create'), {
        label: 'Snapshot',
        disabled: !!reason,
        disabledReason: reason,
        onSelect: () => void take(),
      })
    },
    [project, refused, createSnapshot],
  )

  /** `instance`, when known, decides whether the disk may leave it (state, boot disk). */
  const detachItem = useCallback(
    (disk: Disk, instance?: InstanceFacts): RowAction => {
      const reason = diskCannotReason('detach', disk, instance)
      const instanceId = diskInstanceId(disk.state)
      return refusedBy(refused('instance.disk.detach'), {
        label: 'Detach',
        disabled: !!reason || !instanceId,
        disabledReason: reason,
        onSelect: () => {
          if (!instanceId) return
          confirm({
            verb: 'Detach',
            kind: 'disk',
            name: disk.name,
            destructive: false,
            consequence: instance
              ? `It leaves instance ${instance.name}; its data is kept.`
              : 'Its data is kept.',
            onConfirm: async () => {
              // by id: the instance may not be among those listed
              await detach({ path: { instance: instanceId }, body: { disk: disk.id } })
              toastSuccess(`Detaching disk ${disk.name}`)
            },
          })
        },
      })
    },
    [refused, confirm, detach],
  )

  return { snapshotItem, detachItem, dialogs }
}
