import { AccessTable } from '@/components/access/access-table'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function ProjectAccessPage() {
  const params = useRouteParams('project')
  return params ? <AccessTable scope={{ kind: 'project', project: params.project }} /> : null
}
