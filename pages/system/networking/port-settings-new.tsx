import { PortSettingsTable } from '@/components/system/networking/port-settings-table'
import { lazyOnRender } from '@/components/ui/lazy'

// the form and its validators load only when the panel opens
const CreatePortSettingsPanel = lazyOnRender(() =>
  import('@/components/system/networking/create-port-settings-panel').then(
    (m) => m.CreatePortSettingsPanel,
  ),
)

export default function NewPortSettingsPage() {
  return (
    <>
      <PortSettingsTable />
      <CreatePortSettingsPanel />
    </>
  )
}
