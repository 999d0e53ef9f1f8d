import { Server } from 'lucide-react'
import type * as React from 'react'
import { PageHeader } from '@/components/ui/page-header'
import { RouteTabs } from '@/components/ui/route-tabs'
import { pb } from '@/lib/core/paths'

/** The inventory's heading and its tabs, each a route, around the current tab. */
export function InventoryFrame({ children }: { children: React.ReactNode }) {
  return (
    <>
      <PageHeader title="Inventory" icon={<Server className="h-5 w-5" aria-hidden />} />
      <RouteTabs
        label="Inventory sections"
        tabs={[
          { label: 'Sleds', href: pb.systemInventorySleds() },
          { label: 'Disks', href: pb.systemInventoryDisks() },
          { label: 'Switches', href: pb.systemInventorySwitches() },
        ]}
      />
      <div className="mt-6 flex flex-col gap-10">{children}</div>
    </>
  )
}
