import { SilosTable } from '@/components/system/silos/silos-table'

export default function SilosPage() {
  return <SilosTable />
}
