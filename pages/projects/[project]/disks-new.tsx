import dynamic from 'next/dynamic'
import { DisksTable } from '@/components/disks/disks-table'
import { useRouteParams } from '@/lib/core/use-route-params'

// the form and its validators load only when the panel opens
const CreateDiskPanel = dynamic(
  () => import('@/components/disks/create-disk-panel').then((m) => m.CreateDiskPanel),
  { ssr: false },
)

export default function NewDiskPage() {
  const params = useRouteParams('project')
  if (!params) return null
  return (
    <>
      <DisksTable project={params.project} />
      <CreateDiskPanel project={params.project} />
    </>
  )
}
