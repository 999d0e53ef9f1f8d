import { SiloFrame } from '@/components/system/silos/silo-frame'
import { SiloIdpsTab } from '@/components/system/silos/silo-idps-tab'
import { useRouteParams } from '@/lib/core/use-route-params'
import { lazyOnRender } from '@/components/ui/lazy'

// the form, its validators and file readers load only when the panel opens
const CreateIdpPanel = lazyOnRender(() =>
  import('@/components/system/silos/create-idp-panel').then((m) => m.CreateIdpPanel),
)

export default function NewSiloIdpPage() {
  const params = useRouteParams('silo')
  if (!params) return null
  return (
    <>
      <SiloFrame {...params}>
        <SiloIdpsTab {...params} />
      </SiloFrame>
      <CreateIdpPanel {...params} />
    </>
  )
}
