import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { Op, OpName, OpParams, OpResult } from './client'
import type { ApiError } from './errors'
import { apiq } from './query'

/**
 * A related resource a row names, looked up by its id from the row's own cell.
 * Rows naming the same id share one request (one cache key), and every cell of
 * the visible page asks at once, so a list asks for what it shows and no more,
 * however large the project. No id, no request.
 */
export function useViewById<O extends OpName>(
  op: Op<O>,
  id: string | undefined,
  paramsOf: (id: string) => OpParams<O>,
  {
    overList = false,
  }: {
    /**
     * Read in a panel over the list whose cells have just read it: asked again only once
     * stale, not a second time in the same load.
     */
    overList?: boolean
  } = {},
) {
  return useQuery<OpResult<O>, ApiError>({
    ...apiq(op, paramsOf(id ?? '')),
    enabled: !!id,
    // a delete never invalidates its own view, so a list coming back on screen asks
    // again rather than name, from the cache, a resource deleted a moment ago
    refetchOnMount: overList ? true : 'always',
  })
}

/**
 * What a row's lookup by id (useViewById, in one of its cells) has read so far, asked for when
 * it is needed (a row menu opening): the row's other parts read it without an observer of
 * their own, so each row keeps one.
 */
export function usePeekViewById<O extends OpName>(
  op: Op<O>,
  paramsOf: (id: string) => OpParams<O>,
) {
  const queryClient = useQueryClient()
  return useCallback(
    (id: string | null | undefined): OpResult<O> | undefined =>
      id ? queryClient.getQueryData<OpResult<O>>(apiq(op, paramsOf(id)).queryKey) : undefined,
    [queryClient, op, paramsOf],
  )
}

/**
 * One instance by id. Nexus refuses a project selector beside an id, and every
 * row naming the instance (a disk, a floating IP, a network interface) shares
 * this one key, so one request.
 */
export const instanceByIdParams = (id: string) => ({ path: { instance: id } })

/**
 * A VPC and a subnet by id, as a network interface names them: the interfaces table and the
 * firewall rules that apply to the instance share these keys, so one request each.
 */
export const vpcByIdParams = (vpc: string) => ({ path: { vpc } })
export const subnetByIdParams = (subnet: string) => ({ path: { subnet } })
