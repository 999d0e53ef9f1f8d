import { MetricsExplorer } from '@/components/system/metrics/metrics-explorer'

export default function SystemMetricsPage() {
  return <MetricsExplorer />
}
