import { SiloFrame } from '@/components/system/silos/silo-frame'
import { SiloIdpsTab } from '@/components/system/silos/silo-idps-tab'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function SiloIdpsPage() {
  const params = useRouteParams('silo')
  if (!params) return null
  return (
    <SiloFrame {...params}>
      <SiloIdpsTab {...params} />
    </SiloFrame>
  )
}
