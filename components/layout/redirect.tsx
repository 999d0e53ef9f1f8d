import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from 'next/router'
import { useEffect } from 'react'
import { Spinner } from '@/components/ui/spinner'
import { startEarlyRequests } from '@/lib/api/early-requests'
import type { RouteKey } from '@/lib/core/routes'

type Params = Record<string, string>

/**
 * Client-side redirect for routes that only forward (the export has no server redirects).
 * `from` names the forwarding route: its early requests (lib/api/early-requests.ts), which
 * are its target's, start at once rather than after the forward and the target's code.
 */
export function Redirect({
  to,
  from,
}: {
  to: string | undefined
  from?: { route: RouteKey; params: Params | undefined }
}) {
  const router = useRouter()
  const queryClient = useQueryClient()
  const route = from?.route
  const params = from?.params
  const paramsKey = params ? JSON.stringify(params) : undefined
  useEffect(() => {
    if (route && paramsKey) startEarlyRequests(queryClient, route, JSON.parse(paramsKey) as Params)
  }, [queryClient, route, paramsKey])
  useEffect(() => {
    if (to) void router.replace(to)
  }, [router, to])
  return (
    <div className="flex justify-center py-16">
      <Spinner />
    </div>
  )
}
