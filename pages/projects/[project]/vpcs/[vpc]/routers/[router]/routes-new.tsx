import { RouterPage } from '@/components/vpcs/routers/router-page'
import { useRouteParams } from '@/lib/core/use-route-params'
import { lazyOnRender } from '@/components/ui/lazy'

// the form, its validators and pickers load only when the panel opens
const CreateRoutePanel = lazyOnRender(() =>
  import('@/components/vpcs/routers/route-panels').then((m) => m.CreateRoutePanel),
)

export default function NewRoutePage() {
  const params = useRouteParams('project', 'vpc', 'router')
  if (!params) return null
  return (
    <>
      <RouterPage {...params} />
      <CreateRoutePanel {...params} />
    </>
  )
}
