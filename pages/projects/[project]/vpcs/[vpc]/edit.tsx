import { VpcsTable } from '@/components/vpcs/vpcs-table'
import { useRouteParams } from '@/lib/core/use-route-params'
import { lazyOnRender } from '@/components/ui/lazy'

const EditVpcPanel = lazyOnRender(() =>
  import('@/components/vpcs/edit-vpc-panel').then((m) => m.EditVpcPanel),
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
