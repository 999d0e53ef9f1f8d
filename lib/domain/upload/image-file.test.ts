import { describe, expect, it } from 'vitest'
import { GiB } from '@/lib/core/format/bytes'
import { MAX_IMAGE_BYTES, diskSizeForImage, validateImageFile } from './image-file'

const MiB = 1024 ** 2

describe('validateImageFile', () => {
  it('accepts a whole number of blocks', () => {
    expect(validateImageFile(20 * MiB, 512)).toBeUndefined()
    expect(validateImageFile(4096, 4096)).toBeUndefined()
    expect(validateImageFile(MAX_IMAGE_BYTES, 4096)).toBeUndefined()
  })

  it('refuses an empty file', () => {
    expect(validateImageFile(0, 512)).toBe('The file is empty (0 bytes)')
  })

  it('names both sizes when the file is not a whole number of blocks', () => {
    expect(validateImageFile(1000, 512)).toBe(
      'The file size (1,000 bytes) is not a multiple of the block size (512 bytes)',
    )
    // a multiple of 512 is not enough for 4096-byte blocks
    expect(validateImageFile(512 * 3, 4096)).toBe(
      'The file size (1,536 bytes) is not a multiple of the block size (4,096 bytes)',
    )
  })

  it('refuses a file larger than the largest disk', () => {
    const tooLarge =
      'The file is too large: an image can be at most 1023 GiB (1,098,437,885,952 bytes)'
    expect(validateImageFile(MAX_IMAGE_BYTES + 512, 512)).toBe(tooLarge)
    expect(validateImageFile(1024 * GiB, 512)).toBe(tooLarge)
  })
})

describe('diskSizeForImage', () => {
  it('rounds up to whole GiB, at least one', () => {
    expect(diskSizeForImage(512)).toBe(GiB)
    expect(diskSizeForImage(20 * MiB)).toBe(GiB)
    expect(diskSizeForImage(GiB)).toBe(GiB)
    expect(diskSizeForImage(GiB + 512)).toBe(2 * GiB)
    expect(diskSizeForImage(MAX_IMAGE_BYTES)).toBe(1023 * GiB)
  })
})
