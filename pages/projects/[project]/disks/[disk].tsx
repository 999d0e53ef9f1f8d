import { DiskPanelRoute } from '@/components/disks/disk-panel-route'
import { DisksTable } from '@/components/disks/disks-table'
import { pb } from '@/lib/core/paths'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function DiskPage() {
  const params = useRouteParams('project', 'disk')
  if (!params) return null
  return (
    <>
      <DisksTable project={params.project} />
      <DiskPanelRoute {...params} dismissTo={pb.disks({ project: params.project })} />
    </>
  )
}
