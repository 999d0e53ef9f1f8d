import { describe, expect, it } from 'vitest'
import { cleanupPlan, nothingCreated, type UploadProgress } from './cleanup-plan'

const at = (p: Partial<UploadProgress>): UploadProgress => ({ ...nothingCreated, ...p })

describe('cleanupPlan', () => {
  it('does nothing when nothing was created', () => {
    expect(cleanupPlan(nothingCreated, 'abandoned')).toEqual([])
  })

  it('finalizes a disk that never started importing, then deletes it', () => {
    expect(cleanupPlan(at({ disk: true }), 'abandoned')).toEqual(['finalizeDisk', 'deleteDisk'])
  })

  it('stops an import and finalizes before deleting its disk', () => {
    expect(cleanupPlan(at({ disk: true, importing: true }), 'abandoned')).toEqual([
      'stopImport',
      'finalizeDisk',
      'deleteDisk',
    ])
  })

  it('deletes the snapshot before the disk once finalized', () => {
    expect(cleanupPlan(at({ disk: true, finalized: true, snapshot: true }), 'abandoned')).toEqual([
      'deleteSnapshot',
      'deleteDisk',
    ])
  })

  it('removes an image made by an abandoned upload first', () => {
    expect(
      cleanupPlan(at({ disk: true, finalized: true, snapshot: true, image: true }), 'abandoned'),
    ).toEqual(['deleteImage', 'deleteSnapshot', 'deleteDisk'])
  })

  it('keeps the image of a finished upload and removes only the temporaries', () => {
    expect(
      cleanupPlan(at({ disk: true, finalized: true, snapshot: true, image: true }), 'finished'),
    ).toEqual(['deleteSnapshot', 'deleteDisk'])
  })
})
