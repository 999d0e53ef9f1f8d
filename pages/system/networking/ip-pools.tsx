import { IpPoolsTable } from '@/components/system/ip-pools/ip-pools-table'

export default function IpPoolsPage() {
  return <IpPoolsTable />
}
