import dynamic from 'next/dynamic'
import { FloatingIpsTable } from '@/components/floating-ips/floating-ips-table'
import { useRouteParams } from '@/lib/core/use-route-params'

const EditFloatingIpPanel = dynamic(
  () =>
    import('@/components/floating-ips/edit-floating-ip-panel').then((m) => m.EditFloatingIpPanel),
  { ssr: false },
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
