import { RoutersTab } from '@/components/vpcs/routers/routers-tab'
import { VpcFrame } from '@/components/vpcs/vpc-frame'
import { useRouteParams } from '@/lib/core/use-route-params'
import { lazyOnRender } from '@/components/ui/lazy'

const EditRouterPanel = lazyOnRender(() =>
  import('@/components/vpcs/routers/router-panels').then((m) => m.EditRouterPanel),
)

export default function EditRouterPage() {
  const params = useRouteParams('project', 'vpc', 'router')
  if (!params) return null
  const { router, ...vpc } = params
  return (
    <>
      <VpcFrame {...vpc}>
        <RoutersTab {...vpc} />
      </VpcFrame>
      <EditRouterPanel {...vpc} router={router} />
    </>
  )
}
