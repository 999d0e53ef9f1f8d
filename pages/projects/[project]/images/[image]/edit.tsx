import dynamic from 'next/dynamic'
import { ProjectImagesTable } from '@/components/images/project-images-table'
import { useRouteParams } from '@/lib/use-route-params'

const ImageViewPanel = dynamic(
  () => import('@/components/images/image-view-panel').then((m) => m.ImageViewPanel),
  { ssr: false },
)

export default function ProjectImagePage() {
  const params = useRouteParams('project', 'image')
  if (!params) return null
  return (
    <>
      <ProjectImagesTable project={params.project} />
      <ImageViewPanel image={params.image} scope={{ project: params.project }} />
    </>
  )
}
