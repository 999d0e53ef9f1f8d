import { BgpFrame } from '@/components/system/networking/bgp/bgp-frame'
import { PeersTab } from '@/components/system/networking/bgp/peers-tab'

export default function BgpPeersPage() {
  return (
    <BgpFrame>
      <PeersTab />
    </BgpFrame>
  )
}
