import { bytesToGib, gibToBytes } from './format/bytes'

/** Nexus's disk sizes: a whole number of GiB, from 1 to 1023. */
export const DISK_GIB = { min: 1, max: 1023 } as const

/** A new blank disk starts at this size. */
export const DEFAULT_DISK_GIB = 10

export const BLOCK_SIZES = [512, 2048, 4096] as const
export type BlockSizeValue = (typeof BLOCK_SIZES)[number]

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
 * Why a size in GiB is not acceptable for a disk whose source needs
 * `minGib`, or undefined when it is.
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
    return source ? `Must be at least ${min} GiB, the size of the ${source}` : `At least ${min} GiB`
  }
  return undefined
}
