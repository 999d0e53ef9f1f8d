import { SiloFrame } from '@/components/system/silos/silo-frame'
import { SiloUsersTab } from '@/components/system/silos/silo-users-tab'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function SiloUsersTabPage() {
  const params = useRouteParams('silo')
  if (!params) return null
  return (
    <SiloFrame {...params}>
      <SiloUsersTab {...params} />
    </SiloFrame>
  )
}
