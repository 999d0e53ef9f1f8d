import dynamic from 'next/dynamic'
import { useRouter } from 'next/router'
import { PageHeader } from '@/components/ui/page-header'
import { fillPattern } from '@/lib/paths'
import { useRouteParams } from '@/lib/use-route-params'

// the form, its validators and the uploader load only with the panel
const UploadImagePanel = dynamic(
  () => import('@/components/images/upload-image-panel').then((m) => m.UploadImagePanel),
  { ssr: false },
)

export default function UploadImagePage() {
  const router = useRouter()
  const params = useRouteParams('project')
  if (!params) return null
  // INTEGRATION: pb.images
  const imagesPath = fillPattern('/projects/[project]/images', params)
  return (
    <>
      {/* INTEGRATION: the project images list goes behind the panel, as on projects-new */}
      <PageHeader title="Images" />
      <UploadImagePanel project={params.project} onClose={() => void router.push(imagesPath)} />
    </>
  )
}
