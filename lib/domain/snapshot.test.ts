import { describe, expect, it } from 'vitest'
import type { SnapshotState } from '@/lib/api/__generated__/Api'
import { snapshotNotReadyReason, snapshotReady } from './snapshot'

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
