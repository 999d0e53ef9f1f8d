import { InstanceFrame } from '@/components/instances/instance-frame'
import { InstanceConnectTab } from '@/components/instances/instance-connect-tab'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function InstanceConnectPage() {
  const params = useRouteParams('project', 'instance')
  return params ? (
    <InstanceFrame {...params}>
      <InstanceConnectTab {...params} />
    </InstanceFrame>
  ) : null
}
