import { InstanceLookup } from '@/components/instances/instance-lookup'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function InstanceLookupPage() {
  const params = useRouteParams('instance')
  return params ? <InstanceLookup instance={params.instance} /> : null
}
