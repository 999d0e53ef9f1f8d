import { PortSettingsTable } from '@/components/system/networking/port-settings-table'

export default function PortSettingsListPage() {
  return <PortSettingsTable />
}
