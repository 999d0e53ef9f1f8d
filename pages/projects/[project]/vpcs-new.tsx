import { VpcsTable } from '@/components/vpcs/vpcs-table'
import { useRouteParams } from '@/lib/core/use-route-params'
import { lazyOnRender } from '@/components/ui/lazy'

// the form and its validators load only when the panel opens
const CreateVpcPanel = lazyOnRender(() =>
  import('@/components/vpcs/create-vpc-panel').then((m) => m.CreateVpcPanel),
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
