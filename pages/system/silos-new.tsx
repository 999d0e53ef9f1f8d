import { SilosTable } from '@/components/system/silos/silos-table'
import { lazyOnRender } from '@/components/ui/lazy'

// the form, its validators and file readers load only when the panel opens
const CreateSiloPanel = lazyOnRender(() =>
  import('@/components/system/silos/create-silo-panel').then((m) => m.CreateSiloPanel),
)

export default function NewSiloPage() {
  return (
    <>
      <SilosTable />
      <CreateSiloPanel />
    </>
  )
}
