import { RoutersTab } from '@/components/vpcs/routers/routers-tab'
import { VpcFrame } from '@/components/vpcs/vpc-frame'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function VpcRoutersPage() {
  const params = useRouteParams('project', 'vpc')
  if (!params) return null
  return (
    <VpcFrame {...params}>
      <RoutersTab {...params} />
    </VpcFrame>
  )
}
