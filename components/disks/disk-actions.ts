import type { Disk, DiskState, Instance } from '@/lib/api/__generated__/Api'
import {
  diskActionStates,
  diskCan,
  instanceCannotReason,
  type DiskAction,
} from '@/lib/domain/instance-actions'
import { listOr } from '@/lib/core/format/list'

/** The actions of a disk's row menu on the disks list. */
export type DiskRowAction = Extract<DiskAction, 'snapshot' | 'attach' | 'detach' | 'delete'>

const stateText = (state: string) => state.replace(/_/g, ' ')

/** The instance a disk is attached to (or on its way to or from), if any. */
export function diskInstanceId(state: DiskState): string | undefined {
  return 'instance' in state ? state.instance : undefined
}

/**
 * Why a row action can't run on a disk, for its disabled item's tooltip; undefined
 * when it can. The disk's state rules first (spec §4's disk table); detaching
 * also needs the instance, when it is known, in a state that lets a disk go,
 * and never takes its boot disk.
 */
export function diskCannotReason(
  action: DiskRowAction,
  disk: Pick<Disk, 'id' | 'state'>,
  instance?: Pick<Instance, 'runState' | 'bootDiskId'>,
): string | undefined {
  const { state } = disk.state
  if (!diskCan(action, state)) {
    if (action === 'delete' && (state === 'attached' || state === 'attaching')) {
      return 'Detach the disk before deleting it'
    }
    const allowed = (diskActionStates[action] as readonly string[]).map(stateText)
    return `Only available when the disk is ${listOr(allowed)}`
  }
  if (action === 'detach' && instance) {
    if (instance.bootDiskId === disk.id) {
      return 'The boot disk cannot be detached: unset it as boot disk first'
    }
    return instanceCannotReason('detachDisk', instance.runState)
  }
  return undefined
}
