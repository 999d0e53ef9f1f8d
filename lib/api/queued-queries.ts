import { useQueries, useQueryClient } from '@tanstack/react-query'
import pLimit from 'p-limit'
import { useCallback, useState } from 'react'
import { callApi, type Op, type OpName, type OpParams, type OpResult } from './client'
import type { ApiError } from './errors'

/**
 * A read of one operation whose answer becomes a `T` (a list becomes search entries).
 * `apiRead` checks the parts against each other; the read itself keeps only what its
 * answer becomes. Typed as a union over every operation, a list of reads cost the
 * type-check 78 s (each read compared with each of the contract's operations).
 */
export type ApiRead<T> = { op: Op; params: unknown; select: (data: never) => T }

export function apiRead<O extends OpName, T>(
  op: Op<O>,
  params: OpParams<O>,
  select: (data: OpResult<O>) => T,
): ApiRead<T> {
  return { op, params, select }
}

/** Requests that go a few at a time: at most `inFlight`, the rest in the order asked. */
export type ReadQueue = ReturnType<typeof pLimit>

/** A queue for one component's life, to share among its `useQueuedApiQueries`. */
export function useReadQueue(inFlight: number): ReadQueue {
  const [queue] = useState(() => pLimit(inFlight))
  return queue
}

type QueuedOptions = {
  queue: ReadQueue
  /**
   * the key's first part: the reads are cached apart from the pages' and, with a new
   * scope, read afresh (the palette's: one per opening)
   */
  scope: readonly unknown[]
  enabled: boolean
}

/**
 * Many reads of different operations, sent through `queue` in the order given (a search
 * over every project asks for hundreds of lists), each cached under `[...scope, op, params]`
 * and never stale: a caller that wants them afresh asks under a new scope, and the old
 * one's are collected once unobserved. A read whose caller stopped waiting before its
 * turn came (a cancelled query) is never sent. Each answer is turned into a `T` once, not
 * on every render of the hundreds.
 */
export function useQueuedApiQueries<T>(
  reads: ApiRead<T>[],
  { queue, scope, enabled }: QueuedOptions,
): QueuedResult<T>[] {
  // an answer is one object for as long as it is cached: what it became is kept beside it
  const [selected] = useState(() => new WeakMap<object, T>())
  const results = useQueries({
    queries: reads.map(({ op, params }) => ({
      queryKey: [...scope, op[0], params],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        queue(() => {
          signal.throwIfAborted()
          return callApi(op, params as never, { signal }) as Promise<object>
        }),
      staleTime: Infinity,
      enabled,
    })),
  })
  return results.map((result, i) => {
    const answered = { answered: result.status !== 'pending', isFetching: result.isFetching }
    const error = (result.error as ApiError | null) ?? undefined
    if (result.data === undefined) return { ...answered, data: undefined, error }
    let value = selected.get(result.data)
    if (value === undefined) {
      value = (reads[i].select as (answer: object) => T)(result.data)
      selected.set(result.data, value)
    }
    return { ...answered, data: value, error }
  })
}

export type QueuedResult<T> = {
  data: T | undefined
  /** the read has its answer or its failure (a refetch may be on its way) */
  answered: boolean
  isFetching: boolean
  error: ApiError | undefined
}

/**
 * Whether a read of `scope` has its answer or its failure in the cache, for a caller that
 * decides which reads to ask for next from how far the earlier ones have got.
 */
export function useReadAnswered(scope: readonly unknown[]) {
  const client = useQueryClient()
  return ({ op, params }: ApiRead<unknown>) => {
    const status = client.getQueryState([...scope, op[0], params])?.status
    return status === 'success' || status === 'error'
  }
}

/**
 * Asks one read of `scope` again, its answer kept on screen until the new one comes: a
 * write the caller made changed what it lists (the silo's cleanup after a delete). The
 * scope's reads are never stale, so the writes' own refresh (`invalidatedBy`) misses them.
 * Pass a stable `scope`.
 */
export function useQueuedRefresh(scope: readonly unknown[]) {
  const client = useQueryClient()
  return useCallback(
    ({ op, params }: ApiRead<unknown>) =>
      void client.invalidateQueries({ queryKey: [...scope, op[0], params], exact: true }),
    [client, scope],
  )
}
