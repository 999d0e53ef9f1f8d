import { BgpFrame } from '@/components/system/networking/bgp/bgp-frame'
import { ConfigsTab } from '@/components/system/networking/bgp/configs-tab'
import { lazyOnRender } from '@/components/ui/lazy'

// the form and its validators load only when the panel opens
const CreateConfigPanel = lazyOnRender(() =>
  import('@/components/system/networking/bgp/create-config-panel').then((m) => m.CreateConfigPanel),
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
