import { VpcsTable } from '@/components/vpcs/vpcs-table'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function VpcsPage() {
  const params = useRouteParams('project')
  return params ? <VpcsTable project={params.project} /> : null
}
