import { DiskPanelRoute } from '@/components/disks/disk-panel-route'
import { InstanceFrame } from '@/components/instances/instance-frame'
import { InstanceStorageTab } from '@/components/instances/instance-storage-tab'
import { pb } from '@/lib/core/paths'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function InstanceStorageDiskPage() {
  const params = useRouteParams('project', 'instance', 'disk')
  if (!params) return null
  const sel = { project: params.project, instance: params.instance }
  return (
    <>
      <InstanceFrame {...sel}>
        <InstanceStorageTab {...sel} />
      </InstanceFrame>
      <DiskPanelRoute
        project={params.project}
        disk={params.disk}
        dismissTo={pb.instanceStorage(sel)}
      />
    </>
  )
}
