import { SubnetsTab } from '@/components/vpcs/subnets/subnets-tab'
import { VpcFrame } from '@/components/vpcs/vpc-frame'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function VpcSubnetsPage() {
  const params = useRouteParams('project', 'vpc')
  if (!params) return null
  return (
    <VpcFrame {...params}>
      <SubnetsTab {...params} />
    </VpcFrame>
  )
}
