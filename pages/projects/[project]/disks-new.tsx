import { DisksTable } from '@/components/disks/disks-table'
import { useRouteParams } from '@/lib/core/use-route-params'
import { lazyOnRender } from '@/components/ui/lazy'

// the form and its validators load only when the panel opens
const CreateDiskPanel = lazyOnRender(() =>
  import('@/components/disks/create-disk-panel').then((m) => m.CreateDiskPanel),
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
