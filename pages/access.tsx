import { AccessTable } from '@/components/access/access-table'

export default function SiloAccessPage() {
  return <AccessTable scope={{ kind: 'silo' }} />
}
