import { SupportBundlesTable } from '@/components/system/support-bundles/support-bundles-table'

export default function SupportBundlesPage() {
  return <SupportBundlesTable />
}
