import dynamic from 'next/dynamic'
import { VpcsTable } from '@/components/vpcs/vpcs-table'
import { useRouteParams } from '@/lib/core/use-route-params'

// the form and its validators load only when the panel opens
const CreateVpcPanel = dynamic(
  () => import('@/components/vpcs/create-vpc-panel').then((m) => m.CreateVpcPanel),
  { ssr: false },
)

export default function NewVpcPage() {
  const params = useRouteParams('project')
  if (!params) return null
  return (
    <>
      <VpcsTable project={params.project} />
      <CreateVpcPanel project={params.project} />
    </>
  )
}
