import { InstanceFrame } from '@/components/instances/instance-frame'
import { InstanceNetworkingTab } from '@/components/instances/instance-networking-tab'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function InstanceNetworkingPage() {
  const params = useRouteParams('project', 'instance')
  return params ? (
    <InstanceFrame {...params}>
      <InstanceNetworkingTab {...params} />
    </InstanceFrame>
  ) : null
}
