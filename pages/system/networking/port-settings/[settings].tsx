import { PortSettingsPage } from '@/components/system/networking/port-settings-page'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function SystemPortSettingsPage() {
  const params = useRouteParams('settings')
  if (!params) return null
  return <PortSettingsPage settings={params.settings} />
}
