import { FirewallRulesTab } from '@/components/vpcs/firewall-rules/firewall-rules-tab'
import { VpcFrame } from '@/components/vpcs/vpc-frame'
import { useRouteParams } from '@/lib/core/use-route-params'
import { lazyOnRender } from '@/components/ui/lazy'

// the form and its validators load only with the panel, not with the tab
const CreateRulePanel = lazyOnRender(() =>
  import('@/components/vpcs/firewall-rules/rule-panels').then((m) => m.CreateRulePanel),
)

export default function NewFirewallRulePage() {
  const params = useRouteParams('project', 'vpc')
  if (!params) return null
  return (
    <VpcFrame {...params}>
      <FirewallRulesTab {...params} />
      <CreateRulePanel {...params} />
    </VpcFrame>
  )
}
