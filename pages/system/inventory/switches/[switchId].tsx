import { SwitchPage } from '@/components/system/inventory/switch-page'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function SystemSwitchPage() {
  const params = useRouteParams('switchId')
  if (!params) return null
  return <SwitchPage switchId={params.switchId} />
}
