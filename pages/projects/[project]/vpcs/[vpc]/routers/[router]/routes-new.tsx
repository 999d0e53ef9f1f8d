import dynamic from 'next/dynamic'
import { RouterPage } from '@/components/vpcs/routers/router-page'
import { useRouteParams } from '@/lib/core/use-route-params'

// the form, its validators and pickers load only when the panel opens
const CreateRoutePanel = dynamic(
  () => import('@/components/vpcs/routers/route-panels').then((m) => m.CreateRoutePanel),
  { ssr: false },
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
