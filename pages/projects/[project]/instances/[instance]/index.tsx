import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { startEarlyRequests } from '@/lib/api/early-requests'
import { Redirect } from '@/components/layout/redirect'
import { pb } from '@/lib/paths'
import { useRouteParams } from '@/lib/use-route-params'

export default function InstancePage() {
  const params = useRouteParams('project', 'instance')
  const queryClient = useQueryClient()
  const project = params?.project
  const instance = params?.instance
  useEffect(() => {
    if (project && instance) startEarlyRequests(queryClient, 'instance', { project, instance })
  }, [queryClient, project, instance])
  return <Redirect to={params && pb.instanceStorage(params)} />
}
