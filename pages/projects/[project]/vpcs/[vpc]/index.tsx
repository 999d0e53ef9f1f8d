import { Redirect } from '@/components/layout/redirect'
import { pb } from '@/lib/core/paths'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function VpcPage() {
  const params = useRouteParams('project', 'vpc')
  return <Redirect to={params && pb.vpcFirewallRules(params)} from={{ route: 'vpc', params }} />
}
