import { BgpFrame } from '@/components/system/networking/bgp/bgp-frame'
import { MessagesTab } from '@/components/system/networking/bgp/messages-tab'

export default function BgpMessagesPage() {
  return (
    <BgpFrame>
      <MessagesTab />
    </BgpFrame>
  )
}
