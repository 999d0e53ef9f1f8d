import { FirewallRulesTab } from '@/components/vpcs/firewall-rules/firewall-rules-tab'
import { VpcFrame } from '@/components/vpcs/vpc-frame'
import { useRouteParams } from '@/lib/core/use-route-params'
import { lazyOnRender } from '@/components/ui/lazy'

const CloneRulePanel = lazyOnRender(() =>
  import('@/components/vpcs/firewall-rules/rule-panels').then((m) => m.CloneRulePanel),
)

export default function CloneFirewallRulePage() {
  const params = useRouteParams('project', 'vpc', 'rule')
  if (!params) return null
  const { rule, ...sel } = params
  return (
    <VpcFrame {...sel}>
      <FirewallRulesTab {...sel} />
      <CloneRulePanel {...sel} rule={rule} />
    </VpcFrame>
  )
}
