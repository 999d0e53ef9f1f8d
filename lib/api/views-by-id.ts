import { queryOptions, useQueries, type UseQueryResult } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import type { OpName, OpParams, OpResult } from './client'
import type { ApiError } from './errors'
import { apiq } from './query'

/**
 * The related resources a list's visible page names, each looked up by id:
 * one view call per distinct id, all started together as soon as the ids are
 * known. A row naming an id another row already named shares its request,
 * and so does any other screen viewing that resource by the same params.
 * The map keeps its identity until an id or an answer changes.
 */
export function useViewsById<O extends OpName>(
  op: O,
  ids: readonly (string | undefined)[],
  paramsOf: (id: string) => OpParams<O>,
): ReadonlyMap<string, UseQueryResult<OpResult<O>, ApiError>> {
  // ids are UUIDs: joined, they make a key that changes only when they do
  const key = [...new Set(ids.filter((id): id is string => !!id))].join(' ')
  const distinct = useMemo(() => (key ? key.split(' ') : []), [key])
  const combine = useCallback(
    (results: UseQueryResult<OpResult<O>, ApiError>[]) =>
      new Map(distinct.map((id, i) => [id, results[i]])),
    [distinct],
  )
  return useQueries({
    queries: distinct.map((id) =>
      queryOptions<OpResult<O>, ApiError>({
        ...apiq(op, paramsOf(id)),
        // a delete never invalidates its own view, so a list coming back on screen asks
        // again rather than name, from the cache, a resource deleted a moment ago
        refetchOnMount: 'always',
      }),
    ),
    combine,
  })
}
