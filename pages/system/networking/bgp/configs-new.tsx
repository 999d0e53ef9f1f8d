import dynamic from 'next/dynamic'
import { BgpFrame } from '@/components/system/networking/bgp/bgp-frame'
import { ConfigsTab } from '@/components/system/networking/bgp/configs-tab'

// the form and its validators load only when the panel opens
const CreateConfigPanel = dynamic(
  () =>
    import('@/components/system/networking/bgp/create-config-panel').then(
      (m) => m.CreateConfigPanel,
    ),
  { ssr: false },
)

export default function NewBgpConfigPage() {
  return (
    <>
      <BgpFrame>
        <ConfigsTab />
      </BgpFrame>
      <CreateConfigPanel />
    </>
  )
}
