import { SiloImagesTable } from '@/components/images/silo-images-table'

export default function SiloImagesPage() {
  return <SiloImagesTable />
}
