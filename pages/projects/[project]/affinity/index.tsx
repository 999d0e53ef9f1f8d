import { AffinityPage } from '@/components/affinity/affinity-page'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function ProjectAffinityPage() {
  const params = useRouteParams('project')
  return params ? <AffinityPage project={params.project} /> : null
}
