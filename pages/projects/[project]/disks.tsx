import { DisksTable } from '@/components/disks/disks-table'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function DisksPage() {
  const params = useRouteParams('project')
  return params ? <DisksTable project={params.project} /> : null
}
