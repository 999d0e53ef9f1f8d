import { Cable } from 'lucide-react'
import type * as React from 'react'
import { PageHeader } from '@/components/ui/page-header'
import { RouteTabs } from '@/components/ui/route-tabs'
import { pb } from '@/lib/core/paths'

/** The rack's own network, one tab per part an operator sets up. */
export function RackNetworkingFrame({
  actions,
  children,
}: {
  actions?: React.ReactNode
  children: React.ReactNode
}) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Rack networking"
        icon={<Cable className="h-5 w-5" aria-hidden />}
        actions={actions}
        spacing="none"
      />
      <RouteTabs
        label="Rack networking sections"
        tabs={[
          { label: 'Switch ports', href: pb.systemSwitchPorts() },
          { label: 'Port settings', href: pb.systemPortSettings() },
          { label: 'Address lots', href: pb.systemAddressLots() },
          { label: 'Loopback addresses', href: pb.systemLoopbackAddresses() },
          { label: 'Inbound access', href: pb.systemRackAccess() },
        ]}
      />
      <div>{children}</div>
    </div>
  )
}
