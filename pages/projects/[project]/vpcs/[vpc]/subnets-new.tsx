import { SubnetsTab } from '@/components/vpcs/subnets/subnets-tab'
import { VpcFrame } from '@/components/vpcs/vpc-frame'
import { useRouteParams } from '@/lib/core/use-route-params'
import { lazyOnRender } from '@/components/ui/lazy'

// the form and its validators load only when the panel opens
const CreateSubnetPanel = lazyOnRender(() =>
  import('@/components/vpcs/subnets/create-subnet-panel').then((m) => m.CreateSubnetPanel),
)

export default function NewSubnetPage() {
  const params = useRouteParams('project', 'vpc')
  if (!params) return null
  return (
    <>
      <VpcFrame {...params}>
        <SubnetsTab {...params} />
      </VpcFrame>
      <CreateSubnetPanel {...params} />
    </>
  )
}
