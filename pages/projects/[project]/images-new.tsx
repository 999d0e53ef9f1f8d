import { useRouter } from 'next/router'
import { ProjectImagesTable } from '@/components/images/project-images-table'
import { pb } from '@/lib/core/paths'
import { useRouteParams } from '@/lib/core/use-route-params'
import { lazyOnRender } from '@/components/ui/lazy'

// the form, its validators and the uploader load only with the panel
const UploadImagePanel = lazyOnRender(() =>
  import('@/components/images/upload-image-panel').then((m) => m.UploadImagePanel),
)

export default function UploadImagePage() {
  const router = useRouter()
  const params = useRouteParams('project')
  if (!params) return null
  return (
    <>
      <ProjectImagesTable project={params.project} />
      <UploadImagePanel
        project={params.project}
        onClose={() => void router.push(pb.images(params))}
      />
    </>
  )
}
