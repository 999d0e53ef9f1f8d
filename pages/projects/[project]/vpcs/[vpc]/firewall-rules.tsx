import { FirewallRulesTab } from '@/components/vpcs/firewall-rules/firewall-rules-tab'
import { VpcFrame } from '@/components/vpcs/vpc-frame'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function VpcFirewallRulesPage() {
  const params = useRouteParams('project', 'vpc')
  if (!params) return null
  return (
    <VpcFrame {...params}>
      <FirewallRulesTab {...params} />
    </VpcFrame>
  )
}
