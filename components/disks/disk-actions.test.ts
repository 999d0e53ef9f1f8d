import { describe, expect, it } from 'vitest'
import type { Disk, DiskState, InstanceState } from '@/lib/api/__generated__/Api'
import { diskCannotReason, diskInstanceId, type DiskRowAction } from './disk-actions'

const disk = (state: DiskState['state']) =>
  ({ id: 'd-1', state: { state, instance: 'i-1' } }) as Pick<Disk, 'id' | 'state'>
const vm = (runState: InstanceState, bootDiskId: string | null = null) => ({ runState, bootDiskId })

const states: DiskState['state'][] = [
  'creating',
  'detached',
  'import_ready',
  'importing_from_url',
  'importing_from_bulk_writes',
  'finalizing',
  'maintenance',
  'attaching',
  'attached',
  'detaching',
  'destroyed',
  'faulted',
]

// spec §4's disk table, for the actions of the disks list's row menu
const table: [DiskRowAction, DiskState['state'][]][] = [
  ['delete', ['detached', 'faulted']],
  ['snapshot', ['attached', 'detached']],
  ['attach', ['creating', 'detached']],
  ['detach', ['attached']],
]

describe('disk row actions', () => {
  it.each(table)('%s is enabled exactly in %j', (action, allowed) => {
    for (const state of states) {
      expect(diskCannotReason(action, disk(state)) === undefined, `${action} in ${state}`).toBe(
        allowed.includes(state),
      )
    }
  })

  it('says which disk states allow the action', () => {
    expect(diskCannotReason('snapshot', disk('creating'))).toBe(
      'Only available when the disk is attached or detached',
    )
    expect(diskCannotReason('attach', disk('attached'))).toBe(
      'Only available when the disk is creating or detached',
    )
    expect(diskCannotReason('detach', disk('detached'))).toBe(
      'Only available when the disk is attached',
    )
    expect(diskCannotReason('delete', disk('import_ready'))).toBe(
      'Only available when the disk is detached or faulted',
    )
  })

  it('asks for a detach before deleting an attached disk', () => {
    expect(diskCannotReason('delete', disk('attached'))).toBe('Detach the disk before deleting it')
    expect(diskCannotReason('delete', disk('attaching'))).toBe('Detach the disk before deleting it')
  })

  it("needs the instance's consent to detach, when its state is known", () => {
    expect(diskCannotReason('detach', disk('attached'), vm('running'))).toBe(
      'Only available when the instance is creating, stopped, or failed',
    )
    expect(diskCannotReason('detach', disk('attached'), vm('stopped'))).toBeUndefined()
    expect(diskCannotReason('detach', disk('attached'))).toBeUndefined()
    expect(diskCannotReason('detach', disk('attached'), vm('stopped', 'd-1'))).toBe(
      'The boot disk cannot be detached: unset it as boot disk first',
    )
    // the disk's own state comes first
    expect(diskCannotReason('detach', disk('detaching'), vm('running'))).toBe(
      'Only available when the disk is attached',
    )
  })
})

describe('disk helpers', () => {
  it('reads the instance from the states that carry one', () => {
    expect(diskInstanceId({ state: 'attached', instance: 'i-1' })).toBe('i-1')
    expect(diskInstanceId({ state: 'detaching', instance: 'i-2' })).toBe('i-2')
    expect(diskInstanceId({ state: 'detached' })).toBeUndefined()
  })
})
