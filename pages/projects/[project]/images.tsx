import { ProjectImagesTable } from '@/components/images/project-images-table'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function ProjectImagesPage() {
  const params = useRouteParams('project')
  return params ? <ProjectImagesTable project={params.project} /> : null
}
