import dynamic from 'next/dynamic'
import { VpcsTable } from '@/components/vpcs/vpcs-table'
import { useRouteParams } from '@/lib/core/use-route-params'

const EditVpcPanel = dynamic(
  () => import('@/components/vpcs/edit-vpc-panel').then((m) => m.EditVpcPanel),
  { ssr: false },
)

export default function EditVpcPage() {
  const params = useRouteParams('project', 'vpc')
  if (!params) return null
  return (
    <>
      <VpcsTable project={params.project} />
      <EditVpcPanel {...params} />
    </>
  )
}
