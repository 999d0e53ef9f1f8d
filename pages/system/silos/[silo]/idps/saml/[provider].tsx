import dynamic from 'next/dynamic'
import { SiloFrame } from '@/components/system/silos/silo-frame'
import { SiloIdpsTab } from '@/components/system/silos/silo-idps-tab'
import { useRouteParams } from '@/lib/core/use-route-params'

const IdpPanel = dynamic(
  () => import('@/components/system/silos/idp-panel').then((m) => m.IdpPanel),
  { ssr: false },
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
