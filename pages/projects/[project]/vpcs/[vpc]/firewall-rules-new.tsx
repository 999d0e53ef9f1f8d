import dynamic from 'next/dynamic'
import { FirewallRulesTab } from '@/components/vpcs/firewall-rules/firewall-rules-tab'
import { VpcFrame } from '@/components/vpcs/vpc-frame'
import { useRouteParams } from '@/lib/core/use-route-params'

// the form and its validators load only with the panel, not with the tab
const CreateRulePanel = dynamic(
  () => import('@/components/vpcs/firewall-rules/rule-panels').then((m) => m.CreateRulePanel),
  { ssr: false },
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
