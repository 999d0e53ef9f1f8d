import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Redirect } from '@/components/layout/redirect'
import { siloParams } from '@/components/system/silos/silo-queries'
import { apiq } from '@/lib/api/query'
import { pb } from '@/lib/paths'
import { useRouteParams } from '@/lib/use-route-params'

export default function SystemSiloPage() {
  const params = useRouteParams('silo')
  const queryClient = useQueryClient()
  const silo = params?.silo
  // the frame's request starts now rather than after the forward and the tab's code
  useEffect(() => {
    if (silo) void queryClient.prefetchQuery(apiq('siloView', siloParams({ silo })))
  }, [queryClient, silo])
  return <Redirect to={params && pb.systemSiloIdps(params)} />
}
