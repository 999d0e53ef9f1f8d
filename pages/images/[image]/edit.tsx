import dynamic from 'next/dynamic'
import { SiloImagesTable } from '@/components/images/silo-images-table'
import { useRouteParams } from '@/lib/use-route-params'

const ImageViewPanel = dynamic(
  () => import('@/components/images/image-view-panel').then((m) => m.ImageViewPanel),
  { ssr: false },
)

const SILO = {}

export default function SiloImagePage() {
  const params = useRouteParams('image')
  return (
    <>
      <SiloImagesTable />
      {params && <ImageViewPanel image={params.image} scope={SILO} />}
    </>
  )
}
