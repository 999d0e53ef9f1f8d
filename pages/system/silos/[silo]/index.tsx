import { SiloFrame } from '@/components/system/silos/silo-frame'
import { SiloIdpsTab } from '@/components/system/silos/silo-idps-tab'
import { useRouteParams } from '@/lib/core/use-route-params'

// The silo page (spec §2: system/silos/{silo}); identity providers are its default tab.
export default function SystemSiloPage() {
  const params = useRouteParams('silo')
  if (!params) return null
  return (
    <SiloFrame {...params}>
      <SiloIdpsTab {...params} />
    </SiloFrame>
  )
}
