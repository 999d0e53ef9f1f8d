import { Redirect } from '@/components/layout/redirect'
import { pb } from '@/lib/core/paths'
import { useRouteParams } from '@/lib/core/use-route-params'

/** Spec §2: the metrics tab opens on cpu. */
export default function InstanceMetricsPage() {
  const params = useRouteParams('project', 'instance')
  return <Redirect to={params && pb.instanceMetricsCpu(params)} />
}
