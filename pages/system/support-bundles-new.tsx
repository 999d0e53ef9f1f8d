import dynamic from 'next/dynamic'
import { SupportBundlesTable } from '@/components/system/support-bundles/support-bundles-table'

// the form loads only when the panel opens
const CreateBundlePanel = dynamic(
  () =>
    import('@/components/system/support-bundles/create-bundle-panel').then(
      (m) => m.CreateBundlePanel,
    ),
  { ssr: false },
)

export default function NewSupportBundlePage() {
  return (
    <>
      <SupportBundlesTable />
      <CreateBundlePanel />
    </>
  )
}
