import type { UseQueryResult } from '@tanstack/react-query'
import type { ApiError } from './errors'

/** A read as a section shows it: its data, its failure, whether it is loading or refreshing. */
export type Read<D = unknown> = {
  data: D | undefined
  error: ApiError | null
  isPending: boolean
  isFetching: boolean
  dataUpdatedAt: number
  refetch: () => unknown
}

/**
 * Several reads as one: data once every one has answered (`data` of each, in order), the
 * first failure, loading while any loads, and Retry of each that failed.
 */
export function readsAsOne<D>(reads: readonly Read<D>[]): Read<D[]> {
  return {
    data: reads.every((r) => r.data !== undefined) ? reads.map((r) => r.data!) : undefined,
    error: reads.find((r) => r.error)?.error ?? null,
    isPending: reads.some((r) => r.isPending),
    isFetching: reads.some((r) => r.isFetching),
    dataUpdatedAt: Math.max(0, ...reads.map((r) => r.dataUpdatedAt)),
    refetch: () => reads.forEach((r) => r.error && void r.refetch()),
  }
}

/**
 * `combine` for `useCombinedApiQueries`: the answers as one read. Module-level, so a stable
 * `combine` lets TanStack keep the folded value until an answer changes.
 */
export const allAnswers = <D>(results: UseQueryResult<D, ApiError>[]): Read<D[]> =>
  readsAsOne(results)
