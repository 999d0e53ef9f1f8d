import { DISK_GIB } from '@/lib/domain/disk'
import { GiB, formatBytes } from '@/lib/core/format/bytes'

/** Nexus's disks are whole GiB, 1 to 1023 of them: the image must fit the largest. */
export const MAX_IMAGE_BYTES = DISK_GIB.max * GiB

const exactBytes = (n: number) => `${n.toLocaleString('en-US')} bytes`

/** Why a file can't be uploaded as an image with this block size, or undefined if it can. */
export function validateImageFile(size: number, blockSize: number): string | undefined {
  if (size === 0) return 'The file is empty (0 bytes)'
  if (size > MAX_IMAGE_BYTES) {
    return `The file is too large: an image can be at most ${formatBytes(MAX_IMAGE_BYTES)} (${exactBytes(MAX_IMAGE_BYTES)})`
  }
  if (size % blockSize !== 0) {
    return `The file size (${exactBytes(size)}) is not a multiple of the block size (${exactBytes(blockSize)})`
  }
  return undefined
}

/** The temporary disk: the file's size rounded up to whole GiB, at least 1 GiB. */
export function diskSizeForImage(size: number): number {
  return Math.max(1, Math.ceil(size / GiB)) * GiB
}
