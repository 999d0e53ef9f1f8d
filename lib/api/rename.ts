import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from 'next/router'
import { callApi, type Op, type OpName, type OpParams, type OpResult } from './client'
import type { ApiError } from './errors'
import { apiq, invalidateAfter } from './query'

/**
 * An update that may rename a resource, and so move it to another URL. The old
 * name's view must not be refetched while its page is still on screen (it
 * would answer 404 and flash the not-found page), so on success: put the
 * answer in the cache under the new name, navigate, and only then invalidate.
 */
export function useRenameMutation<O extends OpName, V extends OpName>(
  op: Op<O>,
  {
    view,
    to,
    onRenamed,
  }: {
    /**
     * the view query of the updated resource, under its new name; none for an update that
     * answers without the resource (its page then loads it)
     */
    view?: (updated: OpResult<O>) => { op: Op<V>; params: OpParams<V> }
    /** where to go once updated */
    to: (updated: OpResult<O>, params: OpParams<O>) => string
    onRenamed?: (updated: OpResult<O>, params: OpParams<O>) => void
  },
) {
  const router = useRouter()
  const queryClient = useQueryClient()
  return useMutation<OpResult<O>, ApiError, OpParams<O>>({
    mutationFn: (params) => callApi(op, params),
    onSuccess: async (updated, sent) => {
      if (view) {
        const { op: viewOp, params } = view(updated)
        queryClient.setQueryData(apiq(viewOp, params).queryKey, updated)
      }
      onRenamed?.(updated, sent)
      await router.push(to(updated, sent))
      void invalidateAfter(queryClient, op[0])
    },
  })
}
