import { SystemUtilization } from '@/components/system/utilization/system-utilization'

export default function SystemUtilizationPage() {
  return <SystemUtilization />
}
