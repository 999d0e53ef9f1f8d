import { SiloFrame } from '@/components/system/silos/silo-frame'
import { SiloAccessTab } from '@/components/system/silos/silo-access-tab'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function SiloAccessTabPage() {
  const params = useRouteParams('silo')
  if (!params) return null
  return (
    <SiloFrame {...params}>
      <SiloAccessTab {...params} />
    </SiloFrame>
  )
}
