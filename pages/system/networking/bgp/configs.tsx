import { BgpFrame } from '@/components/system/networking/bgp/bgp-frame'
import { ConfigsTab } from '@/components/system/networking/bgp/configs-tab'

export default function BgpConfigsPage() {
  return (
    <BgpFrame>
      <ConfigsTab />
    </BgpFrame>
  )
}
