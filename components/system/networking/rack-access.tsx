import { Skeleton } from '@/components/ui/skeleton'
import { lazyComponent } from '@/components/ui/lazy'
import { useConfirm, type ConfirmActionOptions } from '@/components/kit/use-confirm'
import { useApiQuery } from '@/lib/api/query'
import { InboundIcmp } from './inbound-icmp'
import { RackNetworkingFrame } from './rack-networking-frame'
import * as op from '@/lib/api/ops'

// the form's code (its schema and react-hook-form) comes after the page's own
const allowListForm = lazyComponent(() => import('./allow-list-form').then((m) => m.AllowListForm))

/** What may reach the rack from outside: ICMP, and the source addresses allowed. */
export function RackAccess() {
  const [confirmation, confirm] = useConfirm()
  // asked here, with the page's other reads, not once the form's code has arrived
  useApiQuery(op.networkingAllowListView, {})
  return (
    <RackNetworkingFrame>
      <div className="flex flex-col gap-10">
        <InboundIcmp confirm={confirm} />
        <AllowList confirm={confirm} />
      </div>
      {confirmation}
    </RackNetworkingFrame>
  )
}

function AllowList(props: { confirm: (options: ConfirmActionOptions) => void }) {
  if (!allowListForm.useReady(true)) {
    return (
      <section aria-label="Source IP allow list" aria-busy="true">
        <Skeleton className="h-40 w-full" />
      </section>
    )
  }
  return <allowListForm.Component {...props} />
}
