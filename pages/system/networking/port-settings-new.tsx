import dynamic from 'next/dynamic'
import { PortSettingsTable } from '@/components/system/networking/port-settings-table'

// the form and its validators load only when the panel opens
const CreatePortSettingsPanel = dynamic(
  () =>
    import('@/components/system/networking/create-port-settings-panel').then(
      (m) => m.CreatePortSettingsPanel,
    ),
  { ssr: false },
)

export default function NewPortSettingsPage() {
  return (
    <>
      <PortSettingsTable />
      <CreatePortSettingsPanel />
    </>
  )
}
