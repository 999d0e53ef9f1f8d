import { FloatingIpsTable } from '@/components/floating-ips/floating-ips-table'
import { useRouteParams } from '@/lib/core/use-route-params'
import { lazyOnRender } from '@/components/ui/lazy'

const EditFloatingIpPanel = lazyOnRender(() =>
  import('@/components/floating-ips/edit-floating-ip-panel').then((m) => m.EditFloatingIpPanel),
)

export default function EditFloatingIpPage() {
  const params = useRouteParams('project', 'floatingIp')
  if (!params) return null
  return (
    <>
      <FloatingIpsTable project={params.project} />
      <EditFloatingIpPanel project={params.project} floatingIp={params.floatingIp} />
    </>
  )
}
