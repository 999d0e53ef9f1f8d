import { SubnetsTab } from '@/components/vpcs/subnets/subnets-tab'
import { VpcFrame } from '@/components/vpcs/vpc-frame'
import { useRouteParams } from '@/lib/core/use-route-params'
import { lazyOnRender } from '@/components/ui/lazy'

const EditSubnetPanel = lazyOnRender(() =>
  import('@/components/vpcs/subnets/edit-subnet-panel').then((m) => m.EditSubnetPanel),
)

export default function EditSubnetPage() {
  const params = useRouteParams('project', 'vpc', 'subnet')
  if (!params) return null
  const vpcSel = { project: params.project, vpc: params.vpc }
  return (
    <>
      <VpcFrame {...vpcSel}>
        <SubnetsTab {...vpcSel} />
      </VpcFrame>
      <EditSubnetPanel {...params} />
    </>
  )
}
