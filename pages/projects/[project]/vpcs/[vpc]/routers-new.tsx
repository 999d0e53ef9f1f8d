import { RoutersTab } from '@/components/vpcs/routers/routers-tab'
import { VpcFrame } from '@/components/vpcs/vpc-frame'
import { useRouteParams } from '@/lib/core/use-route-params'
import { lazyOnRender } from '@/components/ui/lazy'

// the form and its validators load only when the panel opens
const CreateRouterPanel = lazyOnRender(() =>
  import('@/components/vpcs/routers/router-panels').then((m) => m.CreateRouterPanel),
)

export default function NewRouterPage() {
  const params = useRouteParams('project', 'vpc')
  if (!params) return null
  return (
    <>
      <VpcFrame {...params}>
        <RoutersTab {...params} />
      </VpcFrame>
      <CreateRouterPanel {...params} />
    </>
  )
}
