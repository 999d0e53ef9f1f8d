import { InternetGatewaysTab } from '@/components/vpcs/internet-gateways/internet-gateways-tab'
import { VpcFrame } from '@/components/vpcs/vpc-frame'
import { useRouteParams } from '@/lib/core/use-route-params'
import { lazyOnRender } from '@/components/ui/lazy'

// the panel's sections and forms load only when it opens
const InternetGatewayPanel = lazyOnRender(() =>
  import('@/components/vpcs/internet-gateways/internet-gateway-panel').then(
    (m) => m.InternetGatewayPanel,
  ),
)

export default function InternetGatewayPage() {
  const params = useRouteParams('project', 'vpc', 'gateway')
  if (!params) return null
  const vpcSel = { project: params.project, vpc: params.vpc }
  return (
    <>
      <VpcFrame {...vpcSel}>
        <InternetGatewaysTab {...vpcSel} />
      </VpcFrame>
      <InternetGatewayPanel {...params} />
    </>
  )
}
