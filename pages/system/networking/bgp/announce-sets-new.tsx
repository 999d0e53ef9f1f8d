import dynamic from 'next/dynamic'
import { AnnounceSetsTab } from '@/components/system/networking/bgp/announce-sets-tab'
import { BgpFrame } from '@/components/system/networking/bgp/bgp-frame'

// the form and its validators load only when the panel opens
const CreateAnnounceSetPanel = dynamic(
  () =>
    import('@/components/system/networking/bgp/announce-set-panel').then(
      (m) => m.CreateAnnounceSetPanel,
    ),
  { ssr: false },
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
