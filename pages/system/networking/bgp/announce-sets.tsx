import { BgpFrame } from '@/components/system/networking/bgp/bgp-frame'
import { AnnounceSetsTab } from '@/components/system/networking/bgp/announce-sets-tab'

export default function BgpAnnounceSetsPage() {
  return (
    <BgpFrame>
      <AnnounceSetsTab />
    </BgpFrame>
  )
}
