import { SiloFrame } from '@/components/system/silos/silo-frame'
import { SiloQuotasTab } from '@/components/system/silos/silo-quotas-tab'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function SiloQuotasTabPage() {
  const params = useRouteParams('silo')
  if (!params) return null
  return (
    <SiloFrame {...params}>
      <SiloQuotasTab {...params} />
    </SiloFrame>
  )
}
