import { ImageView } from '@/components/images/image-view'
import { SiloImagesTable } from '@/components/images/silo-images-table'
import { useRouteParams } from '@/lib/core/use-route-params'

const SILO = {}

export default function SiloImagePage() {
  const params = useRouteParams('image')
  return (
    <>
      <SiloImagesTable />
      {params && <ImageView image={params.image} scope={SILO} />}
    </>
  )
}
