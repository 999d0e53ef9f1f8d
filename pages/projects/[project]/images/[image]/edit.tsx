import { ImageView } from '@/components/images/image-view'
import { ProjectImagesTable } from '@/components/images/project-images-table'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function ProjectImagePage() {
  const params = useRouteParams('project', 'image')
  if (!params) return null
  return (
    <>
      <ProjectImagesTable project={params.project} />
      <ImageView image={params.image} scope={{ project: params.project }} />
    </>
  )
}
