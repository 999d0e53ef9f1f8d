import { SiloFrame } from '@/components/system/silos/silo-frame'
import { SiloIpPoolsTab } from '@/components/system/silos/silo-ip-pools-tab'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function SiloIpPoolsTabPage() {
  const params = useRouteParams('silo')
  if (!params) return null
  return (
    <SiloFrame {...params}>
      <SiloIpPoolsTab {...params} />
    </SiloFrame>
  )
}
