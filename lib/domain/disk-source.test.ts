import { describe, expect, it } from 'vitest'
import type { Image, Snapshot } from '@/lib/api/__generated__/Api'
import { diskSource, diskSourceFound, imageOsVersion, shortId } from './disk-source'

const time = new Date('2026-01-01T00:00:00Z')
const image: Image = {
  id: '6f1c2b3a-0000-4000-8000-000000000001',
  name: 'ubuntu-24-04',
  description: '',
  os: 'ubuntu',
  version: '24.04',
  size: 2 * 1024 ** 3,
  blockSize: 512,
  timeCreated: time,
  timeModified: time,
}
const snapshot: Snapshot = {
  id: '0a9b8c7d-0000-4000-8000-000000000002',
  name: 'db1-data-nightly',
  description: '',
  diskId: '11111111-0000-4000-8000-000000000003',
  projectId: '22222222-0000-4000-8000-000000000004',
  size: 20 * 1024 ** 3,
  state: 'ready',
  timeCreated: time,
  timeModified: time,
}
const lists = { images: [image], snapshots: [snapshot] }

describe('a disk’s source', () => {
  it('is blank when the disk names neither an image nor a snapshot', () => {
    expect(diskSource({ imageId: null, snapshotId: null }, lists)).toEqual({ kind: 'blank' })
    // both fields are optional in the contract
    expect(diskSource({}, lists)).toEqual({ kind: 'blank' })
  })

  it('is the image or snapshot the lists hold under its id', () => {
    expect(diskSource({ imageId: image.id }, lists)).toEqual({ kind: 'image', id: image.id, image })
    expect(diskSource({ snapshotId: snapshot.id, imageId: null }, lists)).toEqual({
      kind: 'snapshot',
      id: snapshot.id,
      snapshot,
    })
  })

  it('keeps the id of a source no list holds (deleted since)', () => {
    const gone = diskSource({ imageId: 'ffffffff-0000-4000-8000-000000000009' }, lists)
    expect(gone).toEqual({ kind: 'image', id: 'ffffffff-0000-4000-8000-000000000009' })
    expect(diskSourceFound(gone)).toBeUndefined()
  })

  it('takes the snapshot when both are set', () => {
    expect(diskSource({ imageId: image.id, snapshotId: snapshot.id }, lists).kind).toBe('snapshot')
  })

  it('finds the source’s record, if any', () => {
    expect(diskSourceFound(diskSource({ imageId: image.id }, lists))).toBe(image)
    expect(diskSourceFound({ kind: 'blank' })).toBeUndefined()
  })
})

describe('shortId', () => {
  it('keeps the first group of a UUID', () => {
    expect(shortId('ffffffff-0000-4000-8000-000000000009')).toBe('ffffffff…')
  })

  it('leaves a short id whole', () => {
    expect(shortId('abc')).toBe('abc')
    expect(shortId('12345678')).toBe('12345678')
  })
})

describe('imageOsVersion', () => {
  it('joins OS and version, leaving out the blank one', () => {
    expect(imageOsVersion(image)).toBe('ubuntu 24.04')
    expect(imageOsVersion({ os: 'debian', version: ' ' })).toBe('debian')
    expect(imageOsVersion({ os: '', version: '' })).toBe('')
  })
})
