import { describe, expect, it } from 'vitest'
import { GiB, bytesToGib, gibToBytes } from './format/bytes'
import { DISK_GIB, diskSizeBytes, diskSizeProblem, minDiskGib } from './disk-size'

describe('GiB and bytes', () => {
  it('sends the typed GiB as bytes', () => {
    expect(diskSizeBytes(1)).toBe(1_073_741_824)
    expect(diskSizeBytes(10)).toBe(10_737_418_240)
    expect(diskSizeBytes(DISK_GIB.max)).toBe(1023 * GiB)
  })
  it('round-trips whole GiB', () => {
    for (const gib of [1, 2, 512, 1023]) expect(bytesToGib(gibToBytes(gib))).toBe(gib)
  })
})

describe('minDiskGib', () => {
  it('is the source size in whole GiB, rounded up', () => {
    expect(minDiskGib(20 * GiB)).toBe(20)
    expect(minDiskGib(20 * GiB + 1)).toBe(21)
    expect(minDiskGib(2.5 * GiB)).toBe(3)
    expect(minDiskGib(GiB - 512)).toBe(1)
  })
  it('is never below the 1 GiB floor', () => {
    expect(minDiskGib(0)).toBe(1)
    expect(minDiskGib(512)).toBe(1)
  })
})

describe('diskSizeProblem', () => {
  it('accepts whole GiB within 1–1023', () => {
    expect(diskSizeProblem(1)).toBeUndefined()
    expect(diskSizeProblem(1023)).toBeUndefined()
  })
  it('refuses sizes out of range or not whole', () => {
    expect(diskSizeProblem(undefined)).toBe('Enter a size in GiB')
    expect(diskSizeProblem(0)).toBe('At least 1 GiB')
    expect(diskSizeProblem(1024)).toBe('At most 1023 GiB')
    expect(diskSizeProblem(1.5)).toBe('Must be a whole number of GiB')
  })
  it('refuses a size below the source, naming it', () => {
    expect(diskSizeProblem(19, 20, 'snapshot')).toBe(
      'Must be at least 20 GiB, the size of the snapshot',
    )
    expect(diskSizeProblem(2, 3, 'image')).toBe('Must be at least 3 GiB, the size of the image')
    expect(diskSizeProblem(20, 20, 'snapshot')).toBeUndefined()
  })
})
