import { IpPoolPage } from '@/components/system/ip-pools/ip-pool-page'
import { useRouteParams } from '@/lib/core/use-route-params'
import { lazyOnRender } from '@/components/ui/lazy'

// the form and its validators load only when the panel opens
const AddRangePanel = lazyOnRender(() =>
  import('@/components/system/ip-pools/add-range-panel').then((m) => m.AddRangePanel),
)

export default function AddIpRangePage() {
  const params = useRouteParams('pool')
  if (!params) return null
  return (
    <>
      <IpPoolPage pool={params.pool} />
      <AddRangePanel pool={params.pool} />
    </>
  )
}
