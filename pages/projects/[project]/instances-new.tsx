import { CreateInstancePage } from '@/components/instances/create/create-instance-page'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function NewInstancePage() {
  const params = useRouteParams('project')
  return params ? <CreateInstancePage project={params.project} /> : null
}
