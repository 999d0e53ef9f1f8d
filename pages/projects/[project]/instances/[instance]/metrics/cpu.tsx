import dynamic from 'next/dynamic'
import { InstanceFrame } from '@/components/instances/instance-frame'
import { useRouteParams } from '@/lib/core/use-route-params'

// the charts (Tremor, recharts) load with the metrics tab only
const InstanceMetrics = dynamic(
  () => import('@/components/instances/metrics/instance-metrics').then((m) => m.InstanceMetrics),
  { ssr: false },
)

export default function InstanceMetricsCpuPage() {
  const params = useRouteParams('project', 'instance')
  return params ? (
    <InstanceFrame {...params}>
      <InstanceMetrics {...params} tab="cpu" />
    </InstanceFrame>
  ) : null
}
