import { SiloFrame } from '@/components/system/silos/silo-frame'
import { SiloUsersTab } from '@/components/system/silos/silo-users-tab'
import { lazyOnRender } from '@/components/ui/lazy'
import { useRouteParams } from '@/lib/core/use-route-params'

// the form and its checks load only when the panel opens
const CreateLocalUserPanel = lazyOnRender(() =>
  import('@/components/system/silos/create-local-user-panel').then((m) => m.CreateLocalUserPanel),
)

export default function NewSiloUserPage() {
  const params = useRouteParams('silo')
  if (!params) return null
  return (
    <>
      <SiloFrame {...params}>
        <SiloUsersTab {...params} />
      </SiloFrame>
      <CreateLocalUserPanel {...params} />
    </>
  )
}
