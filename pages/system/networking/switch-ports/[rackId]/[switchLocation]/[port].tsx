import { SwitchPortPage } from '@/components/system/networking/switch-port-page'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function SystemSwitchPortPage() {
  const params = useRouteParams('rackId', 'switchLocation', 'port')
  if (!params) return null
  return <SwitchPortPage {...params} />
}
