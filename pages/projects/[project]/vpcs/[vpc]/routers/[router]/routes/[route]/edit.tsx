import { RouterPage } from '@/components/vpcs/routers/router-page'
import { useRouteParams } from '@/lib/core/use-route-params'
import { lazyOnRender } from '@/components/ui/lazy'

const EditRoutePanel = lazyOnRender(() =>
  import('@/components/vpcs/routers/route-panels').then((m) => m.EditRoutePanel),
)

export default function EditRoutePage() {
  const params = useRouteParams('project', 'vpc', 'router', 'route')
  if (!params) return null
  const { route, ...router } = params
  return (
    <>
      <RouterPage {...router} />
      <EditRoutePanel {...router} route={route} />
    </>
  )
}
