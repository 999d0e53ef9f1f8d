import { SilosTable } from '@/components/system/silos-table'

export default function SilosPage() {
  return <SilosTable />
}
