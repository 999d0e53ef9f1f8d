import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { callApi, type Op, type OpName, type OpParams, type OpResult } from './client'
import { invalidateAfter } from './query'

/** callApi with a signal to abort the request. */
type SignalledCall = <O extends OpName>(
  op: Op<O>,
  params: OpParams<O>,
  signal?: AbortSignal,
) => Promise<OpResult<O>>

/**
 * For a job of many calls that no one mutation describes (an image upload: a disk, its bulk
 * writes, a snapshot, an image, the cleanup of what it made). The returned `begin()` starts
 * one: its `call` makes each call, and `invalidate` then refreshes what the operations called
 * so far change, by the table in lib/api/invalidation.ts. Failed calls count too: a write
 * whose answer never came may still have been made.
 */
export function useCallSequence() {
  const queryClient = useQueryClient()
  return useCallback(() => {
    const called = new Set<OpName>()
    const call: SignalledCall = (op, params, signal) => {
      called.add(op[0])
      return callApi(op, params, signal && { signal })
    }
    return { call, invalidate: () => invalidateAfter(queryClient, ...called) }
  }, [queryClient])
}
