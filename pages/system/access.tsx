import { AccessTable } from '@/components/access/access-table'

export default function FleetAccessPage() {
  return <AccessTable scope={{ kind: 'fleet' }} />
}
