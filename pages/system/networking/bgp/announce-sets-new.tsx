import { AnnounceSetsTab } from '@/components/system/networking/bgp/announce-sets-tab'
import { BgpFrame } from '@/components/system/networking/bgp/bgp-frame'
import { lazyOnRender } from '@/components/ui/lazy'

// the form and its validators load only when the panel opens
const CreateAnnounceSetPanel = lazyOnRender(() =>
  import('@/components/system/networking/bgp/announce-set-panel').then(
    (m) => m.CreateAnnounceSetPanel,
  ),
)

export default function NewAnnounceSetPage() {
  return (
    <>
      <BgpFrame>
        <AnnounceSetsTab />
      </BgpFrame>
      <CreateAnnounceSetPanel />
    </>
  )
}
