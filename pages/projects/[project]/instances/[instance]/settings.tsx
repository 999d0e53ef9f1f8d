import { InstanceFrame } from '@/components/instances/instance-frame'
import { InstanceSettingsTab } from '@/components/instances/instance-settings-tab'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function InstanceSettingsPage() {
  const params = useRouteParams('project', 'instance')
  return params ? (
    <InstanceFrame {...params}>
      <InstanceSettingsTab {...params} />
    </InstanceFrame>
  ) : null
}
