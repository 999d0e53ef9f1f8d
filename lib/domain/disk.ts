import type { BlockSize, Disk, DiskState, Instance } from '@/lib/api/__generated__/Api'
import { bytesToGib, gibToBytes } from '@/lib/core/format/bytes'
import { listOr } from '@/lib/core/format/list'
import { instanceCannotReason } from './instance'

// A disk's rules: what its state allows (spec §4), the instance it belongs to, and the
// sizes and block sizes Nexus takes for a new one.

export type DiskStateName = DiskState['state']

/** Spec §4: the disk states in which each disk action is allowed. */
const diskActionStates = {
  delete: ['detached', 'faulted'],
  snapshot: ['attached', 'detached'],
  attach: ['creating', 'detached'],
  detach: ['attached'],
  setAsBootDisk: ['attached'],
} as const satisfies Record<string, readonly DiskStateName[]>

export type DiskAction = keyof typeof diskActionStates

export function diskCan(action: DiskAction, state: DiskStateName): boolean {
  return (diskActionStates[action] as readonly string[]).includes(state)
}

/** The instance a disk is attached to (or on its way to or from), if any. */
export function diskInstanceId(state: DiskState): string | undefined {
  return 'instance' in state ? state.instance : undefined
}

/**
 * The disks a picker offers to attach, the disk list's Attach item's rule: a disk still
 * being created is attached as soon as it is (spec §4; Nexus takes it in either state).
 */
export const diskOfferedToAttach = (disk: Pick<Disk, 'state'>) =>
  diskCan('attach', disk.state.state)

/**
 * The states a disk leaves by itself: screens poll them. An import waiting for its uploader
 * (`import_ready`, `importing_from_bulk_writes`) moves only when the uploader writes, stops or
 * finalizes, so polling it would never end.
 */
const settlingStates: readonly DiskStateName[] = [
  'creating',
  'attaching',
  'detaching',
  'importing_from_url',
  'finalizing',
]

export const diskSettling = (state: DiskStateName) => settlingStates.includes(state)

/**
 * Whether a disk is on its way from one state to another, so its badge shows a spinner: the
 * settling states, and an import being written, which moves as its uploader writes.
 */
export const diskInTransition = (state: DiskStateName) =>
  diskSettling(state) || state === 'importing_from_bulk_writes'

/**
 * A disk being filled to become an image: between its creation and the image
 * it moves only as its uploader (in this tab, another, or the CLI) goes on.
 */
const importingStates: readonly DiskStateName[] = [
  'import_ready',
  'importing_from_url',
  'importing_from_bulk_writes',
  'finalizing',
]

export const diskImporting = (state: DiskStateName) => importingStates.includes(state)

/**
 * How long an import is watched after it began. An upload abandoned half way
 * leaves its disk in an import state for good; watching it past this would
 * poll forever.
 */
export const IMPORT_WATCH_MS = 60 * 60_000

/** An import still worth watching at `now`: begun within the watch. */
export const importUnderway = (disk: Pick<Disk, 'state' | 'timeCreated'>, now = Date.now()) =>
  diskImporting(disk.state.state) && now - disk.timeCreated.getTime() < IMPORT_WATCH_MS

/** A disk state as words, wherever one is shown: `import_ready` → 'import ready'. */
export const diskStateText = (state: DiskStateName) => state.replace(/_/g, ' ')

/**
 * Why an action can't run on a disk, for its disabled item's tooltip; undefined when it
 * can. The disk's state first (spec §4's disk table); then, when the instance is known,
 * its state must let the disk go (detach) or its boot disk change (set as boot disk), and
 * its boot disk is never detached.
 */
export function diskCannotReason(
  action: DiskAction,
  disk: Pick<Disk, 'id' | 'state'>,
  instance?: Pick<Instance, 'runState' | 'bootDiskId'>,
): string | undefined {
  const { state } = disk.state
  if (!diskCan(action, state)) {
    if (action === 'delete' && (state === 'attached' || state === 'attaching')) {
      return 'Detach the disk before deleting it'
    }
    const allowed = (diskActionStates[action] as readonly DiskStateName[]).map(diskStateText)
    return `Only available when the disk is ${listOr(allowed)}`
  }
  if (!instance) return undefined
  if (action === 'detach') {
    if (instance.bootDiskId === disk.id) {
      return 'The boot disk cannot be detached: unset it as boot disk first'
    }
    return instanceCannotReason('detachDisk', instance.runState)
  }
  if (action === 'setAsBootDisk') return instanceCannotReason('updateBootDisk', instance.runState)
  return undefined
}

/** Nexus's disk sizes: a whole number of GiB, from 1 to 1023. */
export const DISK_GIB = { min: 1, max: 1023 } as const

/** A new disk starts at this size, unless its snapshot or image needs more. */
export const DEFAULT_DISK_GIB = 10

/** Every block size Nexus takes: the contract's `BlockSize` as a list, which a test holds equal. */
const BLOCK_SIZES = [512, 2048, 4096] as const satisfies readonly BlockSize[]
export type BlockSizeValue = (typeof BLOCK_SIZES)[number]

/** The block sizes as a listbox holds them, in text: a form schema's `z.enum`. */
export const BLOCK_SIZE_TEXTS = BLOCK_SIZES.map((b) => `${b}` as const)
export type BlockSizeText = (typeof BLOCK_SIZE_TEXTS)[number]

/** A listbox's block size as the API takes it. */
export const blockSizeFrom = (text: BlockSizeText) => Number(text) as BlockSizeValue

/** A new blank disk's block size unless another is chosen: what most guests expect. */
export const DEFAULT_BLOCK_SIZE: BlockSizeValue = 4096

/**
 * The smallest disk, in whole GiB, that holds a snapshot or image of this
 * many bytes: a disk can't be smaller than its source, and sizes are whole GiB.
 */
export function minDiskGib(sourceBytes: number): number {
  return Math.max(DISK_GIB.min, Math.ceil(bytesToGib(sourceBytes)))
}

/** The size a disk form sends: GiB as typed, in bytes. */
export function diskSizeBytes(gib: number): number {
  return gibToBytes(gib)
}

/**
 * Why a size in GiB is not acceptable for a disk whose source (a snapshot or an
 * image) needs `minGib`, or undefined when it is. The source is named only when it
 * is what raises the floor.
 */
export function diskSizeProblem(
  gib: number | undefined,
  minGib: number = DISK_GIB.min,
  source?: 'snapshot' | 'image',
): string | undefined {
  if (gib === undefined || Number.isNaN(gib)) return 'Enter a size in GiB'
  if (!Number.isInteger(gib)) return 'Must be a whole number of GiB'
  if (gib > DISK_GIB.max) return `At most ${DISK_GIB.max} GiB`
  const min = Math.max(DISK_GIB.min, minGib)
  if (gib < min) {
    return source && min > DISK_GIB.min
      ? `Must be at least ${min} GiB, the size of the ${source}`
      : `At least ${min} GiB`
  }
  return undefined
}
