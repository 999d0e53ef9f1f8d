import dynamic from 'next/dynamic'
import { SilosTable } from '@/components/system/silos/silos-table'

// the form, its validators and file readers load only when the panel opens
const CreateSiloPanel = dynamic(
  () => import('@/components/system/silos/create-silo-panel').then((m) => m.CreateSiloPanel),
  { ssr: false },
)

export default function NewSiloPage() {
  return (
    <>
      <SilosTable />
      <CreateSiloPanel />
    </>
  )
}
