import { useConfirm } from '@/components/ui/use-confirm'
import { AllowListForm } from './allow-list-form'
import { InboundIcmp } from './inbound-icmp'
import { RackNetworkingFrame } from './rack-networking-frame'

/** What may reach the rack from outside: ICMP, and the source addresses allowed. */
export function RackAccess() {
  const [confirmation, confirm] = useConfirm()
  return (
    <RackNetworkingFrame>
      <div className="flex flex-col gap-10">
        <InboundIcmp confirm={confirm} />
        <AllowListForm confirm={confirm} />
      </div>
      {confirmation}
    </RackNetworkingFrame>
  )
}
