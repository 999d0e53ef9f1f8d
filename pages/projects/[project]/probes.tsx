import { ProbesTable } from '@/components/probes/probes-table'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function ProbesPage() {
  const params = useRouteParams('project')
  return params ? <ProbesTable project={params.project} /> : null
}
