import { InternetGatewaysTab } from '@/components/vpcs/internet-gateways/internet-gateways-tab'
import { VpcFrame } from '@/components/vpcs/vpc-frame'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function VpcInternetGatewaysPage() {
  const params = useRouteParams('project', 'vpc')
  if (!params) return null
  return (
    <VpcFrame {...params}>
      <InternetGatewaysTab {...params} />
    </VpcFrame>
  )
}
