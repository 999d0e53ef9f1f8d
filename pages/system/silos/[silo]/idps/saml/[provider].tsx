import { SiloFrame } from '@/components/system/silos/silo-frame'
import { SiloIdpsTab } from '@/components/system/silos/silo-idps-tab'
import { useRouteParams } from '@/lib/core/use-route-params'
import { lazyOnRender } from '@/components/ui/lazy'

const IdpPanel = lazyOnRender(() =>
  import('@/components/system/silos/idp-panel').then((m) => m.IdpPanel),
)

export default function SiloIdpPage() {
  const params = useRouteParams('silo', 'provider')
  if (!params) return null
  return (
    <>
      <SiloFrame silo={params.silo}>
        <SiloIdpsTab silo={params.silo} />
      </SiloFrame>
      <IdpPanel {...params} />
    </>
  )
}
