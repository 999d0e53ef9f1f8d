import { describe, expect, it } from 'vitest'
import type { SnapshotState } from '@/lib/api/__generated__/Api'
import {
  snapshotDeleteReason,
  snapshotNotReadyReason,
  snapshotReady,
  snapshotSettling,
} from './snapshot'

const states: SnapshotState[] = ['creating', 'destroyed', 'faulted', 'ready']

describe('snapshot readiness', () => {
  it('lets only a ready snapshot become an image or a disk', () => {
    for (const state of states) {
      expect(snapshotReady(state), state).toBe(state === 'ready')
      expect(snapshotNotReadyReason(state), state).toBe(
        state === 'ready' ? undefined : 'Only available when the snapshot is ready',
      )
    }
  })
})

describe('snapshot delete', () => {
  it('is refused only while the snapshot is being created, as Nexus refuses it', () => {
    for (const state of states) {
      expect(snapshotDeleteReason(state), state).toBe(
        state === 'creating' ? "Can't be deleted while the snapshot is being created" : undefined,
      )
    }
  })
})

describe('snapshotSettling', () => {
  it('is true only while the snapshot is being taken', () => {
    for (const state of states) expect(snapshotSettling(state), state).toBe(state === 'creating')
  })
})
