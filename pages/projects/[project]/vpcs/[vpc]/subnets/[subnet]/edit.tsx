import dynamic from 'next/dynamic'
import { SubnetsTab } from '@/components/vpcs/subnets/subnets-tab'
import { VpcFrame } from '@/components/vpcs/vpc-frame'
import { useRouteParams } from '@/lib/core/use-route-params'

const EditSubnetPanel = dynamic(
  () => import('@/components/vpcs/subnets/edit-subnet-panel').then((m) => m.EditSubnetPanel),
  { ssr: false },
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
