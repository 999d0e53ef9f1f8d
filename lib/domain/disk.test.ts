import { describe, expect, expectTypeOf, it } from 'vitest'
import type { BlockSize, Disk, InstanceState } from '@/lib/api/__generated__/Api'
import { GiB, bytesToGib, gibToBytes } from '@/lib/core/format/bytes'
import {
  BLOCK_SIZE_TEXTS,
  DISK_GIB,
  IMPORT_WATCH_MS,
  blockSizeFrom,
  type BlockSizeValue,
  diskCan,
  diskCannotReason,
  diskInTransition,
  diskSettling,
  diskInstanceId,
  diskOfferedToAttach,
  diskSizeBytes,
  diskSizeProblem,
  diskStateText,
  importUnderway,
  minDiskGib,
  type DiskAction,
  type DiskStateName,
} from './disk'

const states: DiskStateName[] = [
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

const disk = (state: DiskStateName) =>
  ({ id: 'd-1', state: { state, instance: 'i-1' } }) as Pick<Disk, 'id' | 'state'>
const vm = (runState: InstanceState, bootDiskId: string | null = null) => ({ runState, bootDiskId })

// spec §4's disk table, row by row
const table: [DiskAction, DiskStateName[]][] = [
  ['delete', ['detached', 'faulted']],
  ['snapshot', ['attached', 'detached']],
  ['attach', ['creating', 'detached']],
  ['detach', ['attached']],
  ['setAsBootDisk', ['attached']],
]

describe('disk action table', () => {
  it.each(table)('%s is allowed exactly in %j', (action, allowed) => {
    for (const state of states) {
      expect(diskCan(action, state), `${action} in ${state}`).toBe(allowed.includes(state))
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

  it('sets a boot disk only while the instance lets its boot disk change', () => {
    expect(diskCannotReason('setAsBootDisk', disk('attached'), vm('running'))).toBe(
      'Only available when the instance is stopped, failed, or creating',
    )
    expect(diskCannotReason('setAsBootDisk', disk('attached'), vm('stopped'))).toBeUndefined()
    expect(diskCannotReason('setAsBootDisk', disk('detaching'), vm('stopped'))).toBe(
      'Only available when the disk is attached',
    )
  })
})

describe('disk and instance', () => {
  it('reads the instance from the states that carry one', () => {
    expect(diskInstanceId({ state: 'attached', instance: 'i-1' })).toBe('i-1')
    expect(diskInstanceId({ state: 'detaching', instance: 'i-2' })).toBe('i-2')
    expect(diskInstanceId({ state: 'detached' })).toBeUndefined()
  })

  it('offers to attach the disks its Attach item would: detached or still being created', () => {
    for (const state of states) {
      expect(diskOfferedToAttach(disk(state)), state).toBe(diskCan('attach', state))
    }
    expect(diskOfferedToAttach(disk('creating'))).toBe(true)
  })
})

describe('disk state words', () => {
  it('reads each state as words', () => {
    expect(diskStateText('import_ready')).toBe('import ready')
    expect(diskStateText('importing_from_bulk_writes')).toBe('importing from bulk writes')
    expect(diskStateText('detached')).toBe('detached')
    for (const state of states) expect(diskStateText(state), state).not.toContain('_')
  })

  it('says the allowed states as words in a reason', () => {
    expect(diskCannotReason('snapshot', disk('import_ready'))).toBe(
      'Only available when the disk is attached or detached',
    )
  })
})

describe('disk sizes', () => {
  it('sends the typed GiB as bytes', () => {
    expect(diskSizeBytes(1)).toBe(1_073_741_824)
    expect(diskSizeBytes(10)).toBe(10_737_418_240)
    expect(diskSizeBytes(DISK_GIB.max)).toBe(1023 * GiB)
    for (const gib of [1, 2, 512, 1023]) expect(bytesToGib(gibToBytes(gib))).toBe(gib)
  })

  it('needs at least the source, in whole GiB rounded up, never below 1 GiB', () => {
    expect(minDiskGib(20 * GiB)).toBe(20)
    expect(minDiskGib(20 * GiB + 1)).toBe(21)
    expect(minDiskGib(2.5 * GiB)).toBe(3)
    expect(minDiskGib(GiB - 512)).toBe(1)
    expect(minDiskGib(0)).toBe(1)
    expect(minDiskGib(512)).toBe(1)
  })

  it('accepts whole GiB within 1–1023', () => {
    expect(diskSizeProblem(1)).toBeUndefined()
    expect(diskSizeProblem(1023)).toBeUndefined()
  })

  it('refuses sizes out of range or not whole', () => {
    expect(diskSizeProblem(undefined)).toBe('Enter a size in GiB')
    expect(diskSizeProblem(Number.NaN)).toBe('Enter a size in GiB')
    expect(diskSizeProblem(0)).toBe('At least 1 GiB')
    expect(diskSizeProblem(1024)).toBe('At most 1023 GiB')
    expect(diskSizeProblem(1.5)).toBe('Must be a whole number of GiB')
  })

  it('refuses a size below the source, naming it when it raises the floor', () => {
    expect(diskSizeProblem(19, 20, 'snapshot')).toBe(
      'Must be at least 20 GiB, the size of the snapshot',
    )
    expect(diskSizeProblem(2, 3, 'image')).toBe('Must be at least 3 GiB, the size of the image')
    expect(diskSizeProblem(20, 20, 'snapshot')).toBeUndefined()
    // a source under 1 GiB, or one not chosen yet, leaves the floor where it was
    expect(diskSizeProblem(0, 1, 'image')).toBe('At least 1 GiB')
  })
})

describe('diskInTransition', () => {
  it('is true while a disk is created, attached, detached or imported, and only then', () => {
    const moving = [
      'creating',
      'attaching',
      'detaching',
      'importing_from_url',
      'importing_from_bulk_writes',
      'finalizing',
    ] as const
    // an import waiting for its uploader to begin is not on its way anywhere
    const settled = [
      'attached',
      'detached',
      'import_ready',
      'faulted',
      'maintenance',
      'destroyed',
    ] as const
    for (const state of moving) expect(diskInTransition(state), state).toBe(true)
    for (const state of settled) expect(diskInTransition(state), state).toBe(false)
  })
})

describe('diskSettling', () => {
  it('never polls a disk that waits for its uploader', () => {
    expect(diskSettling('import_ready')).toBe(false)
    expect(diskSettling('importing_from_bulk_writes')).toBe(false)
    expect(diskSettling('creating')).toBe(true)
    expect(diskSettling('finalizing')).toBe(true)
  })
})

describe('importUnderway', () => {
  const now = Date.UTC(2026, 10, 25, 12)
  const disk = (state: 'import_ready' | 'importing_from_bulk_writes' | 'detached', ageMs: number) =>
    ({ state: { state }, timeCreated: new Date(now - ageMs) }) as Parameters<
      typeof importUnderway
    >[0]

  it('watches an import while it is young, in every import state', () => {
    expect(importUnderway(disk('import_ready', 1000), now)).toBe(true)
    expect(importUnderway(disk('importing_from_bulk_writes', IMPORT_WATCH_MS - 1), now)).toBe(true)
  })

  it('lets go of an import abandoned for longer than the watch, and of other disks', () => {
    expect(importUnderway(disk('importing_from_bulk_writes', IMPORT_WATCH_MS), now)).toBe(false)
    expect(importUnderway(disk('detached', 1000), now)).toBe(false)
  })
})

describe('block sizes', () => {
  it("are every one of the contract's, each as a listbox's text and back", () => {
    expectTypeOf<BlockSizeValue>().toEqualTypeOf<BlockSize>()
    expect(BLOCK_SIZE_TEXTS).toEqual(['512', '2048', '4096'])
    expect(BLOCK_SIZE_TEXTS.map(blockSizeFrom)).toEqual([512, 2048, 4096])
  })
})
