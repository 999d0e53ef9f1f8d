import { describe, expect, it } from 'vitest'
import { GiB } from '@/lib/core/format/bytes'
import {
  createDiskDefaults,
  createDiskSchema,
  minGibFor,
  sizeForSource,
  toDiskCreate,
  type CreateDiskValues,
  type SourceSize,
} from './create-disk-schema'

const sizes: Record<string, number> = { snap: 20 * GiB, img: 2.5 * GiB }
const sourceSize: SourceSize = (_kind, id) => sizes[id]
const schema = createDiskSchema({ sourceSize })

const values = (over: Partial<CreateDiskValues>): CreateDiskValues => ({
  ...createDiskDefaults,
  name: 'data',
  ...over,
})

const issues = (v: CreateDiskValues) =>
  (schema.safeParse(v).error?.issues ?? []).map((i) => [i.path.join('.'), i.message])

describe('minGibFor', () => {
  it('is 1 GiB for a blank disk or an unchosen source', () => {
    expect(minGibFor(values({ source: 'blank' }), sourceSize)).toBe(1)
    expect(minGibFor(values({ source: 'snapshot' }), sourceSize)).toBe(1)
  })
  it("is the chosen source's size in whole GiB", () => {
    expect(minGibFor(values({ source: 'snapshot', snapshotId: 'snap' }), sourceSize)).toBe(20)
    expect(minGibFor(values({ source: 'image', imageId: 'img' }), sourceSize)).toBe(3)
  })
})

describe('sizeForSource', () => {
  it("is the picked source's size unless the user typed one", () => {
    const snap = values({ source: 'snapshot', snapshotId: 'snap', sizeGib: 10 })
    expect(sizeForSource(snap, sourceSize, false)).toBe(20)
    expect(sizeForSource({ ...snap, sizeGib: 40 }, sourceSize, false)).toBe(20)
    expect(sizeForSource({ ...snap, sizeGib: 40 }, sourceSize, true)).toBeUndefined()
  })
  it('raises a typed size too small for the source, or none', () => {
    const img = values({ source: 'image', imageId: 'img', sizeGib: 2 })
    expect(sizeForSource(img, sourceSize, true)).toBe(3)
    expect(sizeForSource({ ...img, sizeGib: undefined }, sourceSize, true)).toBe(3)
  })
  it('leaves the size alone until a source is picked', () => {
    expect(sizeForSource(values({ source: 'blank' }), sourceSize, false)).toBeUndefined()
    expect(sizeForSource(values({ source: 'image' }), sourceSize, false)).toBeUndefined()
  })
})

describe('create disk schema', () => {
  it('accepts a blank disk of 1–1023 GiB', () => {
    expect(issues(values({ sizeGib: 1 }))).toEqual([])
    expect(issues(values({ sizeGib: 1023 }))).toEqual([])
    expect(issues(values({ sizeGib: 1024 }))).toEqual([['sizeGib', 'At most 1023 GiB']])
    expect(issues(values({ sizeGib: 0 }))).toEqual([['sizeGib', 'At least 1 GiB']])
  })
  it('needs the chosen source picked', () => {
    expect(issues(values({ source: 'snapshot' }))).toEqual([['snapshotId', 'Choose a snapshot']])
    expect(issues(values({ source: 'image' }))).toEqual([['imageId', 'Choose an image']])
  })
  it('refuses the name of another disk of the instance being made', () => {
    const instanceDisk = createDiskSchema({ takenNames: ['web-3-boot'] })
    const messages = (v: CreateDiskValues) =>
      (instanceDisk.safeParse(v).error?.issues ?? []).map((i) => [i.path.join('.'), i.message])
    expect(messages(values({ name: 'web-3-boot' }))).toEqual([
      ['name', 'This instance already has a disk with this name'],
    ])
    expect(messages(values({ name: 'data' }))).toEqual([])
  })
  it('needs a size, in whole GiB', () => {
    expect(issues(values({ sizeGib: undefined }))).toEqual([['sizeGib', 'Enter a size in GiB']])
    expect(issues(values({ sizeGib: 2.5 }))).toEqual([['sizeGib', 'Must be a whole number of GiB']])
  })
  it('needs at least the size of the snapshot or image', () => {
    expect(issues(values({ source: 'snapshot', snapshotId: 'snap', sizeGib: 19 }))).toEqual([
      ['sizeGib', 'Must be at least 20 GiB, the size of the snapshot'],
    ])
    expect(issues(values({ source: 'snapshot', snapshotId: 'snap', sizeGib: 20 }))).toEqual([])
    expect(issues(values({ source: 'image', imageId: 'img', sizeGib: 2 }))).toEqual([
      ['sizeGib', 'Must be at least 3 GiB, the size of the image'],
    ])
  })
})

describe('toDiskCreate', () => {
  it('sends a blank disk with its block size, size in bytes', () => {
    expect(toDiskCreate(values({ sizeGib: 10, blockSize: '512', description: 'x' }))).toEqual({
      name: 'data',
      description: 'x',
      size: 10 * GiB,
      diskSource: { type: 'blank', blockSize: 512 },
    })
  })
  it('sends only the chosen source', () => {
    expect(
      toDiskCreate(values({ source: 'snapshot', snapshotId: 'snap', imageId: 'img', sizeGib: 20 })),
    ).toEqual({
      name: 'data',
      description: '',
      size: 20 * GiB,
      diskSource: { type: 'snapshot', snapshotId: 'snap' },
    })
    expect(
      toDiskCreate(values({ source: 'image', imageId: 'img', sizeGib: 3 })).diskSource,
    ).toEqual({ type: 'image', imageId: 'img' })
  })
})
