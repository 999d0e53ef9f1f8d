import { BfdSessions } from '@/components/system/networking/bfd/bfd-sessions'
import { lazyOnRender } from '@/components/ui/lazy'

// the form and its validators load only when the panel opens
const EnableBfdPanel = lazyOnRender(() =>
  import('@/components/system/networking/bfd/enable-bfd-panel').then((m) => m.EnableBfdPanel),
)

export default function EnableBfdPage() {
  return (
    <>
      <BfdSessions />
      <EnableBfdPanel />
    </>
  )
}
