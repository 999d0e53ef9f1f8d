import { SwitchPortsTable } from '@/components/system/networking/switch-ports-table'

export default function SwitchPortsPage() {
  return <SwitchPortsTable />
}
