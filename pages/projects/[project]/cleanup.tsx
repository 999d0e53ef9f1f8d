import { ProjectCleanup } from '@/components/cleanup/project-cleanup'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function CleanupPage() {
  const params = useRouteParams('project')
  return params ? <ProjectCleanup project={params.project} /> : null
}
