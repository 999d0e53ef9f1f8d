import { SupportBundlesTable } from '@/components/system/support-bundles/support-bundles-table'
import { lazyOnRender } from '@/components/ui/lazy'

// the form loads only when the panel opens
const CreateBundlePanel = lazyOnRender(() =>
  import('@/components/system/support-bundles/create-bundle-panel').then(
    (m) => m.CreateBundlePanel,
  ),
)

export default function NewSupportBundlePage() {
  return (
    <>
      <SupportBundlesTable />
      <CreateBundlePanel />
    </>
  )
}
