import { FloatingIpsTable } from '@/components/floating-ips/floating-ips-table'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function FloatingIpsPage() {
  const params = useRouteParams('project')
  return params ? <FloatingIpsTable project={params.project} /> : null
}
