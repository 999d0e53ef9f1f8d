import dynamic from 'next/dynamic'
import { BfdSessions } from '@/components/system/networking/bfd/bfd-sessions'

// the form and its validators load only when the panel opens
const EnableBfdPanel = dynamic(
  () => import('@/components/system/networking/bfd/enable-bfd-panel').then((m) => m.EnableBfdPanel),
  { ssr: false },
)

export default function EnableBfdPage() {
  return (
    <>
      <BfdSessions />
      <EnableBfdPanel />
    </>
  )
}
