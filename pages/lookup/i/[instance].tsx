import { InstanceLookup } from '@/components/instances/instance-lookup'
import { useRouteParams } from '@/lib/core/use-route-params'

/** The short form of `/lookup/instances/{instance}`. */
export default function InstanceLookupShortPage() {
  const params = useRouteParams('instance')
  return params ? <InstanceLookup instance={params.instance} /> : null
}
