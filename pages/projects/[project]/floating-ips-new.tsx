import { FloatingIpsTable } from '@/components/floating-ips/floating-ips-table'
import { useRouteParams } from '@/lib/core/use-route-params'
import { lazyOnRender } from '@/components/ui/lazy'

// the form and its validators load only when the panel opens
const CreateFloatingIpPanel = lazyOnRender(() =>
  import('@/components/floating-ips/create-floating-ip-panel').then((m) => m.CreateFloatingIpPanel),
)

export default function NewFloatingIpPage() {
  const params = useRouteParams('project')
  if (!params) return null
  return (
    <>
      <FloatingIpsTable project={params.project} />
      <CreateFloatingIpPanel project={params.project} />
    </>
  )
}
