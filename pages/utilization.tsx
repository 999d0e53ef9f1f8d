import { SiloUtilization } from '@/components/utilization/silo-utilization'

export default function UtilizationPage() {
  return <SiloUtilization />
}
