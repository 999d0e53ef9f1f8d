import { describe, expect, it } from 'vitest'
import { cleanupPlan, nothingCreated, type UploadProgress } from './cleanup-plan'

const at = (p: Partial<UploadProgress>): UploadProgress => ({ ...nothingCreated, ...p })

describe('cleanupPlan', () => {
  it('does nothing when nothing was created', () => {
    expect(cleanupPlan(nothingCreated, 'abandoned')).toEqual([])
  })

  it('deletes a disk that never started importing', () => {
    expect(cleanupPlan(at({ disk: true }), 'abandoned')).toEqual(['deleteDisk'])
  })

  it('stops an import before deleting its disk', () => {
    expect(cleanupPlan(at({ disk: true, importing: true }), 'abandoned')).toEqual([
      'stopImport',
      'deleteDisk',
    ])
  })

  it('deletes the snapshot before the disk once finalized', () => {
    expect(cleanupPlan(at({ disk: true, snapshot: true }), 'abandoned')).toEqual([
      'deleteSnapshot',
      'deleteDisk',
    ])
  })

  it('removes an image made by an abandoned upload first', () => {
    expect(cleanupPlan(at({ disk: true, snapshot: true, image: true }), 'abandoned')).toEqual([
      'deleteImage',
      'deleteSnapshot',
      'deleteDisk',
    ])
  })

  it('keeps the image of a finished upload and removes only the temporaries', () => {
    expect(cleanupPlan(at({ disk: true, snapshot: true, image: true }), 'finished')).toEqual([
      'deleteSnapshot',
      'deleteDisk',
    ])
  })
})
