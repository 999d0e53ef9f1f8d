import { BundlePage } from '@/components/system/support-bundles/bundle-page'
import { useRouteParams } from '@/lib/core/use-route-params'

export default function SystemSupportBundlePage() {
  const params = useRouteParams('bundleId')
  if (!params) return null
  return <BundlePage bundleId={params.bundleId} />
}
