import {
  QueryClient,
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query'
import { useState } from 'react'
import { callApi, type OpName, type OpParams, type OpResult } from './client'
import type { ApiError } from './errors'

/** Spec §7: no retry, 2 s stale time, no refetch on window focus. */
export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 2000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}

/** Query options for one operation: the key is `[op, params]`. */
export function apiq<O extends OpName>(op: O, params: OpParams<O>) {
  return {
    queryKey: [op, params] as const,
    queryFn: () => callApi(op, params),
  }
}

export function useApiQuery<O extends OpName>(
  op: O,
  params: OpParams<O>,
  options: { enabled?: boolean; refetchInterval?: number | false } = {},
) {
  return useQuery<OpResult<O>, ApiError>({ ...apiq(op, params), ...options })
}

/** Spec §9: default page size 50. */
export const DEFAULT_PAGE_SIZE = 50

type PagedQuery = { limit?: number | null; pageToken?: string | null }
type PagedOp = {
  [O in OpName]: OpParams<O> extends { query?: PagedQuery } ? O : never
}[OpName]

/**
 * A list over opaque page tokens: keeps the tokens of the pages seen so that
 * Previous can step back; changing the page size starts again at page one.
 */
export function usePagedApiQuery<O extends PagedOp>(
  op: O,
  params: OpParams<O>,
  options: { refetchInterval?: (data: OpResult<O> | undefined) => number | false } = {},
) {
  const [pageSize, setPageSizeState] = useState(DEFAULT_PAGE_SIZE)
  const [tokens, setTokens] = useState<(string | undefined)[]>([undefined])
  const pageToken = tokens[tokens.length - 1]
  const base = params as { query?: Record<string, unknown> }
  const pagedParams = {
    ...base,
    query: { ...base.query, limit: pageSize, pageToken },
  } as OpParams<O>
  const query = useQuery<OpResult<O>, ApiError>({
    ...apiq(op, pagedParams),
    placeholderData: keepPreviousData,
    refetchInterval: options.refetchInterval && ((q) => options.refetchInterval!(q.state.data)),
  })
  const nextPage = (query.data as { nextPage?: string | null } | undefined)?.nextPage
  return {
    query,
    pagination: {
      pageSize,
      pageIndex: tokens.length - 1,
      hasPrev: tokens.length > 1,
      hasNext: !!nextPage && !query.isPlaceholderData,
      onNext: () => nextPage && setTokens((t) => [...t, nextPage]),
      onPrev: () => setTokens((t) => (t.length > 1 ? t.slice(0, -1) : t)),
      onPageSizeChange: (size: number) => {
        setPageSizeState(size)
        setTokens([undefined])
      },
    },
  }
}

/**
 * A mutation over one operation that, on success, invalidates the queries of
 * the operations it changes (by operation name, whatever their params).
 */
export function useApiMutation<O extends OpName>(
  op: O,
  {
    invalidates = [],
    ...options
  }: { invalidates?: OpName[] } & Omit<
    UseMutationOptions<OpResult<O>, ApiError, OpParams<O>>,
    'mutationFn'
  > = {},
) {
  const queryClient = useQueryClient()
  return useMutation<OpResult<O>, ApiError, OpParams<O>>({
    ...options,
    mutationFn: (params) => callApi(op, params),
    onSuccess: async (...args) => {
      await Promise.all(
        invalidates.map((name) => queryClient.invalidateQueries({ queryKey: [name] })),
      )
      await options.onSuccess?.(...args)
    },
  })
}
