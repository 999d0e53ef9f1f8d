import { RepositoryPage } from '@/components/system/updates/repository-page'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function SystemUpdateRepositoryPage() {
  const params = useRouteParams('version')
  if (!params) return null
  return <RepositoryPage version={params.version} />
}
