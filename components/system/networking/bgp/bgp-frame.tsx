import { Waypoints } from 'lucide-react'
import type * as React from 'react'
import { PageHeader } from '@/components/ui/page-header'
import { RouteTabs } from '@/components/ui/route-tabs'
import { pb } from '@/lib/core/paths'

/**
 * The BGP pages of the rack's uplinks: the peers' sessions first (what an
 * operator checks most), then what they are configured with and what they carry.
 */
export function BgpFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader spacing="none" title="BGP" icon={<Waypoints className="h-5 w-5" aria-hidden />} />
      <RouteTabs
        label="BGP sections"
        tabs={[
          { label: 'Peers', href: pb.systemBgpPeers() },
          { label: 'Configurations', href: pb.systemBgpConfigs() },
          { label: 'Announce sets', href: pb.systemBgpAnnounceSets() },
          { label: 'Exported routes', href: pb.systemBgpExported() },
          { label: 'Imported routes', href: pb.systemBgpImported() },
          { label: 'Message history', href: pb.systemBgpMessages() },
        ]}
      />
      <div>{children}</div>
    </div>
  )
}
