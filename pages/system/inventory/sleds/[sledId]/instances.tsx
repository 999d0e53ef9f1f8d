import { SledFrame } from '@/components/system/inventory/sled-frame'
import { SledInstancesTab } from '@/components/system/inventory/sled-instances-tab'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function SledInstancesPage() {
  const params = useRouteParams('sledId')
  if (!params) return null
  return (
    <SledFrame sledId={params.sledId}>
      <SledInstancesTab sledId={params.sledId} />
    </SledFrame>
  )
}
