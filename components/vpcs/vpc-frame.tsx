import * as React from 'react'
import { QueryError } from '@/components/kit/errors/query-error'
import { RefreshFailed } from '@/components/kit/errors/refresh-failed'
import { CopyableValue } from '@/components/kit/copyable-value'
import { PropertiesTable } from '@/components/ui/properties-table'
import { RouteTabs } from '@/components/ui/route-tabs'
import { TextSkeleton } from '@/components/ui/skeleton'
import { blockingError } from '@/lib/api/load-state'
import { formatDateTime } from '@/lib/core/format/date'
import { pb } from '@/lib/core/paths'
import { useVpc } from './vpc-queries'
import { type VpcSel } from '@/lib/api/selectors'
import { useRefusals } from '@/components/kit/use-refusals'
import { WriteLink } from '@/components/kit/write-link'

/**
 * What every tab of the VPC page shares: name, properties, the edit link and
 * the tab links. The tab renders at once beside it, so its requests start
 * together with the frame's.
 */
export function VpcFrame({ children, ...sel }: VpcSel & { children: React.ReactNode }) {
  const vpc = useVpc(sel)
  const refused = useRefusals(sel.project)
  const failed = blockingError(vpc)
  if (failed) return <QueryError error={failed} />
  const v = vpc.data
  const loading = <TextSkeleton />

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4 border-b pb-4">
        <h1 className="min-w-0 truncate text-2xl font-semibold tracking-tight" title={sel.vpc}>
          {sel.vpc}
        </h1>
        <WriteLink variant="outline" size="sm" href={pb.vpcEdit(sel)} refused={refused('vpc.edit')}>
          Edit
        </WriteLink>
      </div>
      <RefreshFailed query={vpc} what="this VPC" />
      <PropertiesTable
        items={[
          { label: 'ID', value: v ? <CopyableValue value={v.id} label="ID" mono /> : loading },
          { label: 'Description', value: v ? v.description || '—' : loading },
          { label: 'DNS name', value: v ? v.dnsName : loading },
          {
            label: 'IPv6 prefix',
            value: v ? <CopyableValue value={v.ipv6Prefix} label="IPv6 prefix" mono /> : loading,
          },
          { label: 'Created', value: v ? formatDateTime(v.timeCreated) : loading },
          { label: 'Last modified', value: v ? formatDateTime(v.timeModified) : loading },
        ]}
      />
      <RouteTabs
        label="VPC sections"
        tabs={[
          { label: 'Firewall rules', href: pb.vpcFirewallRules(sel) },
          { label: 'Subnets', href: pb.vpcSubnets(sel) },
          { label: 'Routers', href: pb.vpcRouters(sel) },
          { label: 'Internet gateways', href: pb.vpcInternetGateways(sel) },
        ]}
      />
      <div>{children}</div>
    </div>
  )
}
