import { SerialConsolePage } from '@/components/instances/serial-console/serial-console-page'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function SerialConsoleRoute() {
  const params = useRouteParams('project', 'instance')
  return params ? <SerialConsolePage project={params.project} instance={params.instance} /> : null
}
