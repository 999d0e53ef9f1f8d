import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Redirect } from '@/components/layout/redirect'
import { prefetchVpcFirewallRules } from '@/components/vpcs/vpc-queries'
import { pb } from '@/lib/paths'
import { useRouteParams } from '@/lib/use-route-params'

export default function VpcPage() {
  const params = useRouteParams('project', 'vpc')
  const queryClient = useQueryClient()
  const project = params?.project
  const vpc = params?.vpc
  useEffect(() => {
    if (project && vpc) prefetchVpcFirewallRules(queryClient, { project, vpc })
  }, [queryClient, project, vpc])
  return <Redirect to={params && pb.vpcFirewallRules(params)} />
}
