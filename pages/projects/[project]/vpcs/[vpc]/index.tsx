import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Redirect } from '@/components/layout/redirect'
import { startEarlyRequests } from '@/lib/api/early-requests'
import { pb } from '@/lib/paths'
import { useRouteParams } from '@/lib/use-route-params'

export default function VpcPage() {
  const params = useRouteParams('project', 'vpc')
  const queryClient = useQueryClient()
  const project = params?.project
  const vpc = params?.vpc
  useEffect(() => {
    if (project && vpc) startEarlyRequests(queryClient, 'vpc', { project, vpc })
  }, [queryClient, project, vpc])
  return <Redirect to={params && pb.vpcFirewallRules(params)} />
}
