import { InstanceFrame } from '@/components/instances/instance-frame'
import { InstanceStorageTab } from '@/components/instances/instance-storage-tab'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function InstanceStoragePage() {
  const params = useRouteParams('project', 'instance')
  return params ? (
    <InstanceFrame {...params}>
      <InstanceStorageTab {...params} />
    </InstanceFrame>
  ) : null
}
